import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { LimitChange, OtpChallenge, TransactionLimit } from '@taka/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { isApiRequestError } from '@/shared/api/api-error';
import { OtpCodeForm } from '@/shared/banking/otp/OtpCodeForm';
import { FormErrorAlert } from '@/shared/ui/form/FormErrorAlert';
import { FormAmountField } from '@/shared/ui/form/FormAmountField';
import { FormTextField } from '@/shared/ui/form/FormTextField';
import { useRequestLimitCode } from '../api/request-limit-code';
import { useUpdateLimit } from '../api/update-limit';
import { AMOUNT_FIELDS, limitFormSchema, limitFormValues, raisesLimit } from '../limit-form';
import { useFormat } from '@/shared/i18n/use-format';

type Props = { limit: TransactionLimit; onClose: () => void; onSaved: (limit: TransactionLimit) => void };

/**
 * Changing one type's limits: a lower value applies at once; a higher one (up to the bank's ceiling) is confirmed
 * with a one-time code first.
 */
export function LimitChangeDialog({ limit, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [pendingChange, setPendingChange] = useState<LimitChange | null>(null);
  const [challenge, setChallenge] = useState<OtpChallenge | null>(null);
  const requestCode = useRequestLimitCode();
  const update = useUpdateLimit();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(limitFormSchema(limit)),
    defaultValues: limitFormValues(limit),
  });
  const name = t(`transactionTypes.${limit.type}`);

  function askForCode(change: LimitChange) {
    setPendingChange(change);
    requestCode.mutate(change, {
      onSuccess: (answer) => {
        update.reset();
        setChallenge(answer);
      },
    });
  }

  function save(change: LimitChange) {
    if (raisesLimit(change, limit)) return askForCode(change);
    update.mutate(
      { limit: change },
      {
        onSuccess: onSaved,
        // Someone raised it meanwhile, say in another tab: what was lowering is now raising.
        onError: (error) => isApiRequestError(error) && error.code === 'OTP_REQUIRED' && askForCode(change),
      },
    );
  }

  function confirm(code: string) {
    if (!pendingChange || !challenge || update.isPending) return;
    update.mutate({ limit: pendingChange, challengeId: challenge.challengeId, code }, { onSuccess: onSaved });
  }

  return (
    <Dialog open onClose={onClose} fullScreen={phone} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('limits.dialogTitle', { type: name })}</DialogTitle>
      <DialogContent>
        {challenge ? (
          <OtpCodeForm
            key={challenge.challengeId}
            challenge={challenge}
            onSubmit={confirm}
            submitLabel={t('limits.confirmRaise')}
            pending={update.isPending}
            error={update.error ?? requestCode.error}
            onResend={() => pendingChange && askForCode(pendingChange)}
            resendPending={requestCode.isPending}
            onBack={() => setChallenge(null)}
          />
        ) : (
          <Box component="form" noValidate onSubmit={handleSubmit(save)} sx={{ pt: 1 }}>
            <Alert severity="info" role="status" sx={{ mb: 2 }}>
              {t('limits.howItWorks')}
            </Alert>
            <FormErrorAlert control={control} error={update.error ?? requestCode.error} />
            <Stack spacing={2.5}>
              {AMOUNT_FIELDS.map((field) => (
                <FormAmountField
                  key={field}
                  control={control}
                  name={field}
                  label={t(`limits.fields.${field}`)}
                  helperText={t('limits.ceilingHint', { ceiling: format.taka(limit.ceiling[field]) })}
                  required
                />
              ))}
              <FormTextField
                control={control}
                name="dailyCount"
                label={t('limits.fields.dailyCount')}
                helperText={t('limits.ceilingHint', { ceiling: limit.ceiling.dailyCount })}
                required
                autoComplete="off"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
              />
              <Stack
                direction={{ xs: 'column-reverse', sm: 'row' }}
                spacing={1.5}
                sx={{ justifyContent: 'flex-end' }}
              >
                <Button variant="text" onClick={onClose}>
                  {t('limits.cancel')}
                </Button>
                <Button type="submit" variant="contained" loading={update.isPending || requestCode.isPending}>
                  {t('limits.save')}
                </Button>
              </Stack>
            </Stack>
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
