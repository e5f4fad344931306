import { useTranslation } from 'react-i18next';
import type { SubmitServiceRequest } from '@taka/contracts';
import Alert from '@mui/material/Alert';
import { useServiceRequestQuote } from '@/shared/banking/service-requests/quote-service-request';
import { useFormat } from '@/shared/i18n/use-format';

/** The fee the server quotes for the request as filled in so far (nothing until it is complete). */
export function FeeNote({ submission }: { submission: SubmitServiceRequest | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  const quote = useServiceRequestQuote(submission);
  const fee = quote.data?.fee;
  if (!fee) return null;
  return (
    <Alert severity="info" role="status">
      {t('accountServices.fee', {
        total: format.taka(fee.total),
        charge: format.taka(fee.charge),
        vat: format.taka(fee.vat),
        account: fee.accountNumber,
      })}
    </Alert>
  );
}
