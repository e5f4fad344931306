import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Loan } from '@taka/contracts';
import RequestQuote from '@mui/icons-material/RequestQuoteOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DetailList } from '@/shared/banking/DetailList';
import { WithAccounts } from '@/shared/banking/form/WithAccounts';
import { MoneyText } from '@/shared/banking/money/MoneyText';
import { useFormat } from '@/shared/i18n/use-format';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { PageHeading } from '@/shared/ui/PageHeading';
import { useLoan, useLoans } from './api/loans';
import { LoanRequestForm } from './components/LoanRequestForm';
import { LoanScheduleTable } from './components/LoanScheduleTable';
import { PayInstalment } from './components/PayInstalment';

function LoanCard({ loan, onOpen, open }: { loan: Loan; onOpen: () => void; open: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const next = loan.nextInstalment;
  return (
    <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
      <CardContent>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {loan.productName}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {loan.accountNumber}
        </Typography>
        <DetailList
          items={[
            {
              key: 'outstanding',
              label: t('loans.fields.outstanding'),
              value: <MoneyText value={loan.outstanding} />,
              emphasis: true,
            },
            {
              key: 'rate',
              label: t('loans.fields.rate'),
              value: t('dashboard.accounts.percent', { rate: format.percent(loan.annualRate) }),
            },
            { key: 'emi', label: t('loans.fields.emi'), value: <MoneyText value={loan.emi} /> },
            {
              key: 'next',
              label: t('loans.fields.next'),
              value: next ? format.date(next.dueDate) : t('loans.repaid'),
            },
            {
              key: 'paid',
              label: t('loans.fields.paid'),
              value: t('loans.paidOf', {
                paid: format.number(loan.paidInstalments),
                total: format.number(loan.tenorMonths),
              }),
            },
          ]}
        />
      </CardContent>
      <CardActions>
        <Button onClick={onOpen} aria-expanded={open} aria-controls="loan-detail">
          {t('loans.open')}
        </Button>
      </CardActions>
    </Card>
  );
}

function LoanDetailSection({ id }: { id: string }) {
  const { t } = useTranslation();
  const loan = useLoan(id);
  if (loan.isError)
    return (
      <LoadFailed
        icon={RequestQuote}
        title={t('loans.loadFailed')}
        text={t('loans.loadFailedText')}
        onRetry={() => void loan.refetch()}
      />
    );
  if (!loan.data) return <Skeleton variant="rounded" height={320} />;
  const data = loan.data;
  return (
    <Stack spacing={3}>
      <div>
        <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {t('loans.pay.title')}
        </Typography>
        <WithAccounts>{(accounts) => <PayInstalment loan={data} accounts={accounts} />}</WithAccounts>
      </div>
      <LoanScheduleTable
        schedule={data.schedule}
        caption={t('loans.schedule.caption', { name: data.productName })}
      />
    </Stack>
  );
}

/** /loan-services: the customer's loans, one loan's schedule and its next instalment to pay, and a loan request. */
export function LoanServicesPage() {
  const { t } = useTranslation();
  const loans = useLoans();
  const [openId, setOpenId] = useState<string | null>(null);
  const selected = openId ?? (loans.data?.length === 1 ? loans.data[0]!.id : null);
  let list;
  if (loans.isError)
    list = (
      <LoadFailed
        icon={RequestQuote}
        title={t('loans.loadFailed')}
        text={t('loans.loadFailedText')}
        onRetry={() => void loans.refetch()}
      />
    );
  else if (!loans.data) list = <Skeleton variant="rounded" height={200} />;
  else if (loans.data.length === 0)
    list = <EmptyState icon={RequestQuote} title={t('loans.empty.title')} text={t('loans.empty.text')} />;
  else
    list = (
      <Grid container spacing={2}>
        {loans.data.map((loan) => (
          <Grid key={loan.id} size={{ xs: 12, md: 6 }}>
            <LoanCard loan={loan} open={selected === loan.id} onOpen={() => setOpenId(loan.id)} />
          </Grid>
        ))}
      </Grid>
    );
  return (
    <>
      <PageHeading titleKey="pages.loanServices.title">{t('loans.intro')}</PageHeading>
      <Stack spacing={4}>
        <section aria-labelledby="loans-list">
          <Typography id="loans-list" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
            {t('loans.title')}
          </Typography>
          {list}
        </section>
        {selected && (
          <Paper id="loan-detail" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
            <LoanDetailSection key={selected} id={selected} />
          </Paper>
        )}
        <section aria-labelledby="loan-request">
          <Typography id="loan-request" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
            {t('loans.request.title')}
          </Typography>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720, borderRadius: 3 }}>
            <WithAccounts>{(accounts) => <LoanRequestForm accounts={accounts} />}</WithAccounts>
          </Paper>
        </section>
      </Stack>
    </>
  );
}
