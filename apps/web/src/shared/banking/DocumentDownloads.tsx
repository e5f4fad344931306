import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FormatLanguage } from '@taka/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PictureAsPdf from '@mui/icons-material/PictureAsPdfOutlined';
import TableView from '@mui/icons-material/TableViewOutlined';
import { useFormat } from '@/shared/i18n/use-format';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import { saveFile } from './receipt/save-file';

export type DocumentFormat = 'pdf' | 'csv';

type Props = {
  /** The file in `format`, written in `language` (the one on screen). */
  download(format: DocumentFormat, language: FormatLanguage): Promise<Blob>;
  /** The name the file is saved under. */
  fileName(format: DocumentFormat): string;
};

/**
 * Download PDF and Download CSV of a list on screen (a statement, the transaction history): the whole list, not just
 * the rows shown, in the language the customer reads it in; a refusal shows above the buttons.
 */
export function DocumentDownloads({ download, fileName }: Props) {
  const { t } = useTranslation();
  const { language } = useFormat();
  const downloading = useMutation({
    mutationFn: (format: DocumentFormat) => download(format, language),
    onSuccess: (file, format) => saveFile(file, fileName(format)),
  });
  const button = (format: DocumentFormat, icon: ReactNode) => (
    <Button
      variant="outlined"
      startIcon={icon}
      loading={downloading.isPending && downloading.variables === format}
      disabled={downloading.isPending}
      onClick={() => downloading.mutate(format)}
    >
      {t(`statement.download.${format}`)}
    </Button>
  );
  return (
    <Stack spacing={1}>
      <ApiErrorAlert error={downloading.error} />
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        {button('pdf', <PictureAsPdf />)}
        {button('csv', <TableView />)}
      </Stack>
    </Stack>
  );
}
