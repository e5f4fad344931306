import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StatementDownloadQuery } from '@taka/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PictureAsPdf from '@mui/icons-material/PictureAsPdfOutlined';
import TableView from '@mui/icons-material/TableViewOutlined';
import { saveFile } from '@/shared/banking/receipt/save-file';
import { useFormat } from '@/shared/i18n/use-format';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import { downloadStatement, type StatementFormat } from '../api/download-statement';

type Props = { query: StatementDownloadQuery; accountNumber: string };

/**
 * Download PDF and Download CSV of the statement on screen: every row of the period, not just this page, in the
 * language the customer reads it in.
 */
export function StatementDownloads({ query, accountNumber }: Props) {
  const { t } = useTranslation();
  const { language } = useFormat();
  const download = useMutation({
    mutationFn: (format: StatementFormat) => downloadStatement(format, query, language),
    onSuccess: (file, format) =>
      saveFile(file, `statement-${accountNumber}-${query.from}-to-${query.to}.${format}`),
  });
  const busy = (format: StatementFormat) => download.isPending && download.variables === format;
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
