import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { bankDateOf } from '@taka/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PictureAsPdf from '@mui/icons-material/PictureAsPdfOutlined';
import TableView from '@mui/icons-material/TableViewOutlined';
import { saveFile } from '@/shared/banking/receipt/save-file';
import { useFormat } from '@/shared/i18n/use-format';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import { downloadHistory, type HistoryFormat } from '../api/download-history';
import type { HistorySearch } from '../search';

/** Download PDF and Download CSV of the filtered list: every match, not just the rows loaded, in the reader's language. */
export function HistoryDownloads({ search }: { search: HistorySearch }) {
  const { t } = useTranslation();
  const { language } = useFormat();
  const download = useMutation({
    mutationFn: (format: HistoryFormat) => downloadHistory(format, search, language),
    onSuccess: (file, format) => saveFile(file, `transaction-history-${bankDateOf()}.${format}`),
  });
  const busy = (format: HistoryFormat) => download.isPending && download.variables === format;
  return (
    <Stack spacing={1}>
      <ApiErrorAlert error={download.error} />
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button
          variant="outlined"
          startIcon={<PictureAsPdf />}
          loading={busy('pdf')}
          disabled={download.isPending}
          onClick={() => download.mutate('pdf')}
        >
          {t('statement.download.pdf')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<TableView />}
          loading={busy('csv')}
          disabled={download.isPending}
          onClick={() => download.mutate('csv')}
        >
          {t('statement.download.csv')}
        </Button>
      </Stack>
    </Stack>
  );
}
