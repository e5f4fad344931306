import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '@/shared/api/api-error';
import { useFormat } from '@/shared/i18n/use-format';
import { downloadReceipt } from '../api/download-receipt';
import { saveFile } from './save-file';

/** SPEC 5 and 9: the receipt is transaction.pdf; a file under 60 bytes means there is nothing to show. */
const RECEIPT_FILE_NAME = 'transaction.pdf';
const MIN_RECEIPT_BYTES = 60;

type ReceiptToast = { severity: 'warning' | 'error'; title?: string; message: string };

/**
 * Downloads a receipt, in the language on screen, and says in a toast when there is nothing to download or the
 * download failed (SPEC 8).
 */
export function useReceiptDownload(transactionId: string) {
  const { t } = useTranslation();
  const { language } = useFormat();
  // The last toast stays while it animates out; `toastOpen` says whether it shows.
  const [toast, setToast] = useState<ReceiptToast | null>(null);
  const [toastOpen, setToastOpen] = useState(false);
  const showToast = (next: ReceiptToast) => {
    setToast(next);
    setToastOpen(true);
  };
  const download = useMutation({
    mutationFn: () => downloadReceipt(transactionId, language),
    onSuccess: (file) => {
      if (file.size < MIN_RECEIPT_BYTES) showToast({ severity: 'warning', message: t('receipt.notFound') });
      else saveFile(file, RECEIPT_FILE_NAME);
    },
    onError: (error) => {
      // The server's own words when it answered; ours when it could not be reached.
      const fromServer = isApiRequestError(error) && error.status > 0 && error.message;
      showToast({
        severity: 'error',
        title: t('receipt.errorTitle'),
        message: fromServer || t('errors.api.NETWORK_ERROR'),
      });
    },
  });
  return {
    download: () => download.mutate(),
    pending: download.isPending,
    toast,
    toastOpen,
    closeToast: () => setToastOpen(false),
  };
}
