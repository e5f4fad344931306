import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { EditStandingAmountSchema, type OtpChallenge, type StandingInstruction } from '@taka/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { OtpCodeForm } from '@/shared/banking/otp/OtpCodeForm';
import { FormErrorAlert } from '@/shared/ui/form/FormErrorAlert';
import { FormAmountField } from '@/shared/ui/form/FormAmountField';
import { useEditAmount, useRequestAmountCode } from '../api/change-standing-instruction';

type Props = { instruction: StandingInstruction; onClose: () => void; onChanged: () => void };

/** A new amount for an instruction's runs to come, confirmed with a code sent for exactly that amount. */
export function EditAmountDialog({ instruction, onClose, onChanged }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const sendCode = useRequestAmountCode();
  const edit = useEditAmount();
  const [asked, setAsked] = useState<{ amount: string; challenge: OtpChallenge } | null>(null);
  const { control, handleSubmit } = useForm({
    defaultValues: { amount: instruction.amount },
    resolver: zodResolver(EditStandingAmountSchema),
  });
  const requestCode = (amount: string) =>
    sendCode.mutate(
      { id: instruction.id, amount },
      { onSuccess: (challenge) => setAsked({ amount, challenge }) },
    );

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('scheduleHistory.editAmountTitle')}</DialogTitle>
      {asked ? (
        <DialogContent>
          <OtpCodeForm
            key={asked.challenge.challengeId}
            challenge={asked.challenge}
            submitLabel={t('scheduleHistory.saveAmount')}
            pending={edit.isPending}
            error={edit.error ?? sendCode.error}
            onResend={() => requestCode(asked.amount)}
            resendPending={sendCode.isPending}
            onBack={() => setAsked(null)}
            onSubmit={(code) =>
              edit.mutate(
                {
                  id: instruction.id,
                  body: { amount: asked.amount, challengeId: asked.challenge.challengeId, code },
                },
                { onSuccess: onChanged },
              )
            }
          />
        </DialogContent>
      ) : (
        <form noValidate onSubmit={handleSubmit(({ amount }) => requestCode(amount))}>
          <DialogContent>
            <FormErrorAlert control={control} error={sendCode.error} />
            <FormAmountField
              control={control}
              name="amount"
              label={t('scheduleHistory.newAmount')}
              required
              autoFocus
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('scheduleHistory.close')}</Button>
            <Button type="submit" variant="contained" loading={sendCode.isPending}>
              {t('transferFlow.sendCode')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
