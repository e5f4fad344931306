import { useTranslation } from 'react-i18next';
import { fdrInterest, rateToBps, tryParseMoney, type FdrProduct } from '@taka/contracts';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { DetailList } from '@/shared/banking/DetailList';
import { MoneyText } from '@/shared/banking/money/MoneyText';
import { useFormat } from '@/shared/i18n/use-format';

type Props = { product: FdrProduct; amount: string; tenorMonths: number | undefined };

/**
 * What the deposit pays at maturity, computed as the server computes it (bigint poisha, contracts' fdrInterest):
 * the rate of the tenor, the interest and the maturity amount; nothing until amount and tenor are valid.
 */
export function MaturityPreview({ product, amount, tenorMonths }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const principal = tryParseMoney(amount.trim());
  const rate = product.rates.find((r) => r.tenorMonths === tenorMonths);
  if (principal === null || principal <= 0n || !rate || !tenorMonths)
    return (
      <Alert severity="info" role="status">
        {t('fdr.preview.incomplete')}
      </Alert>
    );
  const interest = fdrInterest(principal, rateToBps(rate.annualRate), tenorMonths);
  return (
    <section aria-labelledby="fdr-preview" role="status">
      <Typography id="fdr-preview" component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('fdr.preview.title')}
      </Typography>
      <DetailList
        items={[
          { key: 'principal', label: t('fdr.preview.principal'), value: <MoneyText value={principal} /> },
          {
            key: 'rate',
            label: t('fdr.preview.rate'),
            value: t('dashboard.accounts.percent', { rate: format.percent(rate.annualRate) }),
          },
          {
            key: 'tenor',
            label: t('fdr.preview.tenor'),
            value: t('fdr.months', { count: tenorMonths, value: format.number(tenorMonths) }),
          },
          { key: 'interest', label: t('fdr.preview.interest'), value: <MoneyText value={interest} /> },
          {
            key: 'maturity',
            label: t('fdr.preview.maturityAmount'),
            value: <MoneyText value={principal + interest} />,
            emphasis: true,
          },
        ]}
      />
    </section>
  );
}
