import { useTranslation } from 'react-i18next';
import type { Account } from '@taka/contracts';
import { parseMoney } from '@taka/contracts';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DetailList, type Detail } from '@/shared/banking/DetailList';
import { MoneyText } from '@/shared/banking/money/MoneyText';
import { useFormat } from '@/shared/i18n/use-format';
import { ButtonLink } from '@/shared/ui/links';

/** The headline figure of each kind: what can be spent, what is owed, or what is deposited. */
export function headline(account: Account): { labelKey: string; value: bigint } {
  const ledger = parseMoney(account.ledgerBalance);
  switch (account.kind) {
    case 'loan':
      return { labelKey: 'outstanding', value: ledger < 0n ? -ledger : ledger };
    case 'credit_card':
      return { labelKey: 'availableCredit', value: parseMoney(account.availableBalance) };
    case 'fdr':
      return { labelKey: 'deposit', value: ledger };
    default:
      return { labelKey: 'available', value: parseMoney(account.availableBalance) };
  }
}

/** An account's figures below its headline: ledger and available balance and its kind's details. */
export function AccountDetails({ account }: { account: Account }) {
  const { t } = useTranslation();
  const format = useFormat();
  const date = (iso: string) => format.date(iso);
  const row = (key: string, value: Detail['value']): Detail => ({
    key,
    label: t(`dashboard.accounts.fields.${key}`),
    value,
  });

  const rows: Detail[] = [
    row('ledgerBalance', <MoneyText value={account.ledgerBalance} />),
    row('availableBalance', <MoneyText value={account.availableBalance} />),
  ];
  if (account.overdraftLimit) rows.push(row('overdraftLimit', <MoneyText value={account.overdraftLimit} />));
  if (account.creditLimit) rows.push(row('creditLimit', <MoneyText value={account.creditLimit} />));
  if (account.dueDate)
    rows.push(row(account.kind === 'loan' ? 'nextInstalment' : 'paymentDue', date(account.dueDate)));
  if (account.maturityDate) rows.push(row('maturity', date(account.maturityDate)));
  if (account.interestRate)
    rows.push(row('rate', t('dashboard.accounts.percent', { rate: format.percent(account.interestRate) })));

  return (
    <>
      <DetailList items={rows} />
      {account.kind === 'loan' && (
        <ButtonLink to="/loan-services" variant="outlined" size="small" sx={{ mt: 2 }}>
          {t('dashboard.accounts.loanServices')}
        </ButtonLink>
      )}
    </>
  );
}

/** One account: its product, number and status, the headline figure, ledger and available balance, kind details. */
export function AccountCard({ account }: { account: Account }) {
  const { t } = useTranslation();
  const main = headline(account);
  return (
    <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 1 }}
        >
          <Stack sx={{ minWidth: 0 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              {account.productName}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {account.number} · {account.branch}
            </Typography>
          </Stack>
          <Chip
            size="small"
            label={t(`dashboard.accounts.kinds.${account.kind}`)}
            color={account.status === 'active' ? 'default' : 'warning'}
            variant="outlined"
          />
        </Stack>
        {account.status !== 'active' && (
          <Typography variant="body2" color="warning.main" sx={{ fontWeight: 600 }}>
            {t(`dashboard.accounts.status.${account.status}`)}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t(`dashboard.accounts.fields.${main.labelKey}`)}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 800, mb: 2 }}>
          <MoneyText value={main.value} />
        </Typography>
        <AccountDetails account={account} />
      </CardContent>
    </Card>
  );
}
