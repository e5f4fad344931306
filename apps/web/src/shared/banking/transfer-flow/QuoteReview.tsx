import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { maskAccountNumber, type TransferQuote, type TransferRequest } from '@taka/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import { DetailList } from '../DetailList';
import { MoneyText } from '../money/MoneyText';

type Props = {
  request: TransferRequest;
  quote: TransferQuote;
  onBack: () => void;
  onContinue: () => void;
  pending: boolean;
  error: unknown;
  /** Below the details: the schedule choice, a form that Continue submits (its id in `continueSubmits`). */
  children?: ReactNode;
  continueSubmits?: string;
  /** Paid later: funds and limits now do not hold it back, the run meets them at its time. */
  later?: boolean;
};

/**
 * What the server says the transfer will be: payee (the holder's name within the bank), charges, total. Between
 * the customer's own accounts, whose holder is the same, it names both accounts by product and masked number.
 */
export function QuoteReview({
  request,
  quote,
  onBack,
  onContinue,
  pending,
  error,
  children,
  continueSubmits,
  later = false,
}: Props) {
  const { t, i18n } = useTranslation();
  const limitCode = quote.limitCheck.allowed ? null : quote.limitCheck.code;
  const limitKey = limitCode && i18n.exists(`errors.api.${limitCode}`) ? `errors.api.${limitCode}` : null;
  const blocked = !later && (!quote.sufficientFunds || !quote.limitCheck.allowed);
  const ownAccount = (product: string, number: string) =>
    t('accountSelect.option', { product, number: maskAccountNumber(number) });
  const ownDestination = quote.payee.productName;

  const sides = ownDestination
    ? [
        {
          key: 'source',
          label: t('transferFlow.review.source'),
          value: ownAccount(quote.source.productName, quote.source.number),
        },
        {
          key: 'destination',
          label: t('transfers.fields.toAccount'),
          value: ownAccount(ownDestination, quote.payee.number),
          emphasis: true,
        },
      ]
    : [
        {
          key: 'payeeName',
          label: t('transferFlow.review.payeeName'),
          value: quote.payee.name,
          emphasis: true,
        },
        { key: 'payeeNumber', label: t('transferFlow.review.payeeNumber'), value: quote.payee.number },
        ...(quote.payee.institution
          ? [
              {
                key: 'institution',
                label: t('transferFlow.review.institution'),
                value: quote.payee.institution,
              },
            ]
          : []),
        {
          key: 'source',
          label: t('transferFlow.review.source'),
          value: `${quote.source.title} (${quote.source.number})`,
        },
      ];
  const items = [
    ...sides,
    {
      key: 'available',
      label: t('transferFlow.review.available'),
      value: <MoneyText value={quote.source.availableBalance} />,
    },
    { key: 'amount', label: t('transferFlow.review.amount'), value: <MoneyText value={quote.amount} /> },
    { key: 'charge', label: t('transferFlow.review.charge'), value: <MoneyText value={quote.charge} /> },
    { key: 'vat', label: t('transferFlow.review.vat'), value: <MoneyText value={quote.vat} /> },
    {
      key: 'grandTotal',
      label: t('transferFlow.review.grandTotal'),
      value: <MoneyText value={quote.grandTotal} />,
      emphasis: true,
    },
    ...(request.remarks
      ? [{ key: 'remarks', label: t('transferFlow.review.remarks'), value: request.remarks }]
      : []),
  ];

  return (
    <>
      {!quote.sufficientFunds && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t('errors.api.INSUFFICIENT_FUNDS')}
        </Alert>
      )}
      {!quote.limitCheck.allowed && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {limitKey ? t(limitKey) : (quote.limitCheck.message ?? t('errors.api.UNKNOWN'))}
        </Alert>
      )}
      <ApiErrorAlert error={error} />
      <DetailList items={items} />
      {children}
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'flex-end', mt: 3 }}
      >
        <Button variant="outlined" onClick={onBack} disabled={pending}>
          {t('transferFlow.edit')}
        </Button>
        <Button
          variant="contained"
          {...(continueSubmits ? { type: 'submit', form: continueSubmits } : { onClick: onContinue })}
          loading={pending}
          disabled={blocked}
        >
          {t('transferFlow.sendCode')}
        </Button>
      </Stack>
    </>
  );
}
