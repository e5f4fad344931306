import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { TagAccountCodeRequestSchema, type Account } from '@taka/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OtpCodeForm } from '@/shared/banking/otp/OtpCodeForm';
import { ApiForm } from '@/shared/ui/form/ApiForm';
import { FormTextField } from '@/shared/ui/form/FormTextField';
import { ButtonLink } from '@/shared/ui/links';
import { PageHeading } from '@/shared/ui/PageHeading';
import { useTagAccount, useTagAccountCode } from './api/account-tagging';

function Tagged({ account }: { account: Account }) {
  const { t } = useTranslation();
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    alert.current?.focus();
  }, []);
  return (
    <Stack spacing={2}>
      <Alert ref={alert} tabIndex={-1} severity="success">
        <AlertTitle>{t('tagAccount.doneTitle')}</AlertTitle>
        {t('tagAccount.doneText', { number: account.number, product: account.productName })}
      </Alert>
      <ButtonLink to="/dashboard" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
        {t('tagAccount.toDashboard')}
      </ButtonLink>
    </Stack>
  );
}

/**
 * Tag an account (decision 036): the number of another account the customer holds at the bank, a code to their
 * mobile, and the account is in their internet banking (dashboard, transfers).
 */
export function TagAccountPage() {
  const { t } = useTranslation();
  const askCode = useTagAccountCode();
  const tag = useTagAccount();
  const { control, handleSubmit, getValues } = useForm({
    resolver: zodResolver(TagAccountCodeRequestSchema),
    defaultValues: { accountNumber: '' },
  });
  const onSubmit = handleSubmit((body) => askCode.mutateAsync(body).catch(() => undefined));
  const challenge = askCode.data;

  return (
    <>
      <PageHeading titleKey="pages.tagAccount.title" />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
        {tag.data ? (
          <Tagged account={tag.data} />
        ) : challenge ? (
          <OtpCodeForm
            challenge={challenge}
            submitLabel={t('tagAccount.confirm')}
            pending={tag.isPending}
            error={tag.error}
            onSubmit={(code) =>
              tag
                .mutateAsync({
                  accountNumber: getValues('accountNumber'),
                  challengeId: challenge.challengeId,
                  code,
                })
                .catch(() => undefined)
            }
            onResend={() => askCode.mutate({ accountNumber: getValues('accountNumber') })}
            resendPending={askCode.isPending}
            onBack={() => {
              askCode.reset();
              tag.reset();
            }}
          />
        ) : (
          <ApiForm
            control={control}
            onSubmit={onSubmit}
            error={askCode.error}
            actions={
              <Button
                type="submit"
                variant="contained"
                size="large"
                loading={askCode.isPending}
                sx={{ alignSelf: 'flex-start' }}
              >
                {t('tagAccount.sendCode')}
              </Button>
            }
          >
            <Typography color="text.secondary">{t('tagAccount.intro')}</Typography>
            <FormTextField
              control={control}
              name="accountNumber"
              required
              label={t('tagAccount.accountNumber')}
              helperText={t('tagAccount.accountNumberHelp')}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 13 } }}
            />
          </ApiForm>
        )}
      </Paper>
    </>
  );
}
