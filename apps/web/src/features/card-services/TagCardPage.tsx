import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { TagCardRequestSchema } from '@taka/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { OtpCodeForm } from '@/shared/banking/otp/OtpCodeForm';
import { ApiForm } from '@/shared/ui/form/ApiForm';
import { FormTextField } from '@/shared/ui/form/FormTextField';
import { ButtonLink } from '@/shared/ui/links';
import { PageHeading } from '@/shared/ui/PageHeading';
import { useRequestTagCode, useTagCard } from './api/cards';

/** Tag a card: a credit or prepaid card of the customer's not yet in internet banking, by its number and a code. */
export function TagCardPage() {
  const { t } = useTranslation();
  const requestCode = useRequestTagCode();
  const tag = useTagCard();
  const done = useRef<HTMLDivElement>(null);
  const { control, handleSubmit, getValues } = useForm({
    resolver: zodResolver(TagCardRequestSchema),
    defaultValues: { cardNumber: '' },
  });
  const sendCode = handleSubmit((body) => {
    tag.reset();
    requestCode.mutate(body);
  });
  useEffect(() => {
    if (tag.data) done.current?.focus();
  }, [tag.data]);
  const challenge = requestCode.data;

  return (
    <>
      <PageHeading titleKey="pages.tagCard.title" />
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        {tag.data ? (
          <>
            <Alert ref={done} tabIndex={-1} severity="success">
              <AlertTitle>{t('cards.taggedTitle')}</AlertTitle>
              {t('cards.taggedText', { number: tag.data.maskedNumber })}
            </Alert>
            <ButtonLink to="/card-services" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
              {t('cards.toHub')}
            </ButtonLink>
          </>
        ) : challenge ? (
          <OtpCodeForm
            key={challenge.challengeId}
            challenge={challenge}
            submitLabel={t('cards.tagNow')}
            pending={tag.isPending}
            error={tag.error ?? requestCode.error}
            onResend={() => void sendCode()}
            resendPending={requestCode.isPending}
            onBack={() => requestCode.reset()}
            onSubmit={(code) =>
              tag.mutate({ cardNumber: getValues('cardNumber'), challengeId: challenge.challengeId, code })
            }
          />
        ) : (
          <>
            <Alert severity="info">{t('cards.tagHow')}</Alert>
            <ApiForm
              control={control}
              onSubmit={sendCode}
              error={requestCode.error}
              actions={
                <Button
                  type="submit"
                  variant="contained"
                  loading={requestCode.isPending}
                  sx={{ alignSelf: 'flex-start' }}
                >
                  {t('cards.sendCode')}
                </Button>
              }
            >
              <FormTextField
                control={control}
                name="cardNumber"
                label={t('cards.cardNumber')}
                required
                autoComplete="off"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 19 } }}
              />
            </ApiForm>
          </>
        )}
      </Stack>
    </>
  );
}
