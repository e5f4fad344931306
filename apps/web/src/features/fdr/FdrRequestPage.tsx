import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Fdr, OpenFdr, OtpChallenge } from '@taka/contracts';
import Savings from '@mui/icons-material/SavingsOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WithAccounts } from '@/shared/banking/form/WithAccounts';
import { MoneyText } from '@/shared/banking/money/MoneyText';
import { OtpCodeForm } from '@/shared/banking/otp/OtpCodeForm';
import { useIdempotencyKey } from '@/shared/banking/transfer-flow/use-idempotency-key';
import { useFormat } from '@/shared/i18n/use-format';
import { ButtonLink } from '@/shared/ui/links';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { PageHeading } from '@/shared/ui/PageHeading';
import { useFdrCode, useFdrProduct, useOpenFdr } from './api/fdr';
import { FdrForm } from './components/FdrForm';
import { RateTable } from './components/RateTable';

function Opened({ fdr }: { fdr: Fdr }) {
  const { t } = useTranslation();
  const format = useFormat();
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    alert.current?.focus();
  }, []);
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Alert ref={alert} tabIndex={-1} severity="success">
        <AlertTitle>{t('fdr.opened.title')}</AlertTitle>
        {t('fdr.opened.text', { number: fdr.accountNumber, date: format.date(fdr.maturesOn) })}{' '}
        <MoneyText value={fdr.maturityAmount} />
      </Alert>
      <ButtonLink to="/dashboard" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
        {t('fdr.opened.dashboard')}
      </ButtonLink>
    </Stack>
  );
}

/**
 * /fdr-request: the rate table, the deposit's form with its maturity amount, the one-time code, then the new FDR
 * (which the dashboard lists with the other accounts).
 */
export function FdrRequestPage() {
  const { t } = useTranslation();
  const product = useFdrProduct();
  const requestCode = useFdrCode();
  const open = useOpenFdr();
  const idempotency = useIdempotencyKey();
  const [step, setStep] = useState<{ deposit: OpenFdr; challenge: OtpChallenge | null } | null>(null);

  const askCode = (deposit: OpenFdr) =>
    requestCode.mutateAsync(deposit).then(
      (challenge) => {
        idempotency.issue();
        setStep({ deposit, challenge });
      },
      () => undefined,
    );

  let body;
  if (open.data) body = <Opened fdr={open.data} />;
  else if (product.isError)
    body = (
      <LoadFailed
        icon={Savings}
        title={t('fdr.loadFailed')}
        text={t('fdr.loadFailedText')}
        onRetry={() => void product.refetch()}
      />
    );
  else if (!product.data) body = <Skeleton variant="rounded" height={320} />;
  else if (step?.challenge)
    body = (
      <OtpCodeForm
        challenge={step.challenge}
        submitLabel={t('fdr.confirm')}
        pending={open.isPending}
        error={open.error}
        onSubmit={(code) =>
          open.mutate({
            body: { deposit: step.deposit, challengeId: step.challenge!.challengeId, code },
            key: idempotency.key!,
          })
        }
        onResend={() => void askCode(step.deposit)}
        resendPending={requestCode.isPending}
        onBack={() => setStep({ deposit: step.deposit, challenge: null })}
      />
    );
  else {
    const loaded = product.data;
    body = (
      <Stack spacing={3}>
        <div>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
            {t('fdr.rates.title')}
          </Typography>
          <RateTable product={loaded} />
        </div>
        <WithAccounts>
          {(accounts) => (
            <FdrForm
              product={loaded}
              accounts={accounts}
              initial={step?.deposit ?? null}
              onContinue={(deposit) => void askCode(deposit)}
              pending={requestCode.isPending}
              error={requestCode.error}
            />
          )}
        </WithAccounts>
      </Stack>
    );
  }
  return (
    <>
      <PageHeading titleKey="pages.fdrRequest.title">{t('fdr.intro')}</PageHeading>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720, borderRadius: 3 }}>
        {body}
      </Paper>
    </>
  );
}
