import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { OtpCodeSchema, type OtpChallenge } from '@taka/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormErrorAlert } from '@/shared/ui/form/FormErrorAlert';
import { FormTextField } from '@/shared/ui/form/FormTextField';

const OtpFormSchema = z.object({ code: OtpCodeSchema });

/** The reference the code's SMS carries, so the customer can match message and screen. */
const challengeReference = (challenge: OtpChallenge) => challenge.challengeId.slice(0, 8).toUpperCase();

type Props = {
  challenge: OtpChallenge;
  onSubmit: (code: string) => void;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onResend: () => void;
  resendPending: boolean;
  onBack?: () => void;
};

/**
 * Entry of a one-time code sent to the customer's mobile: where it went, the reference in the SMS, the code
 * field, and a way to ask for a new one. Errors are announced (role=alert) in words from the translation files.
 */
export function OtpCodeForm({
  challenge,
  onSubmit,
  submitLabel,
  pending,
  error,
  onResend,
  resendPending,
  onBack,
}: Props) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(OtpFormSchema),
    defaultValues: { code: '' },
  });

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(({ code }) => onSubmit(code))}>
      <Alert severity="info" role="status" sx={{ mb: 2 }}>
        {t('otp.sent', { to: challenge.sentTo, reference: challengeReference(challenge) })}
      </Alert>
      <FormErrorAlert control={control} error={error} />
      <Stack spacing={2.5}>
        <FormTextField
          control={control}
          name="code"
          label={t('otp.code')}
          autoComplete="one-time-code"
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        />
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'flex-end' }}
        >
          {onBack && (
            <Button variant="text" onClick={onBack} disabled={pending}>
              {t('transferFlow.back')}
            </Button>
          )}
          <Button variant="outlined" onClick={onResend} loading={resendPending} disabled={pending}>
            {t('otp.resend')}
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            {submitLabel}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
