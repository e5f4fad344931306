import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  PasskeyNameSchema,
  type OtpChallenge,
  type Passkey,
  type PasskeyRegistrationOptions,
} from '@taka/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OtpCodeForm } from '@/shared/banking/otp/OtpCodeForm';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import { FormErrorAlert } from '@/shared/ui/form/FormErrorAlert';
import { FormTextField } from '@/shared/ui/form/FormTextField';
import { useAddPasskey } from './api/add-passkey';
import { usePasskeyRegistrationOptions } from './api/registration-options';
import { useRequestPasskeyCode } from './api/request-passkey-code';

const NameFormSchema = z.object({ name: PasskeyNameSchema });

type Props = { onClose: () => void; onAdded: (passkey: Passkey) => void };

/**
 * Adding a passkey: its name -> the one-time code sent to the mobile -> the browser creates it. A customer who
 * closes the browser's prompt can try again with the same ceremony, without a new code.
 */
export function AddPasskeyFlow({ onClose, onAdded }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<OtpChallenge | null>(null);
  const [ceremony, setCeremony] = useState<PasskeyRegistrationOptions | null>(null);
  const sendCode = useRequestPasskeyCode();
  const options = usePasskeyRegistrationOptions();
  const add = useAddPasskey();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(NameFormSchema),
    defaultValues: { name: '' },
  });

  const requestCode = () => sendCode.mutate(undefined, { onSuccess: setChallenge });
  const create = (started: PasskeyRegistrationOptions) => add.mutate(started, { onSuccess: onAdded });

  if (ceremony)
    return (
      <Stack spacing={2}>
        <Typography>{t('settings.passkeys.browserAsks')}</Typography>
        <ApiErrorAlert error={add.error} />
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('settings.passkeys.cancel')}</Button>
          <Button variant="contained" loading={add.isPending} onClick={() => create(ceremony)}>
            {t('settings.passkeys.tryAgain')}
          </Button>
        </Stack>
      </Stack>
    );

  if (name && challenge)
    return (
      <OtpCodeForm
        challenge={challenge}
        submitLabel={t('settings.passkeys.createPasskey')}
        pending={options.isPending || add.isPending}
        error={options.error}
        onResend={requestCode}
        resendPending={sendCode.isPending}
        onBack={onClose}
        onSubmit={(code) =>
          options.mutate(
            { name, challengeId: challenge.challengeId, code },
            {
              onSuccess: (started) => {
                setCeremony(started);
                create(started);
              },
            },
          )
        }
      />
    );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit((values) => {
        setName(values.name);
        requestCode();
      })}
    >
      <Stack spacing={2}>
        <Alert severity="info">{t('settings.passkeys.codeFirst')}</Alert>
        <FormErrorAlert control={control} error={sendCode.error} />
        <FormTextField
          control={control}
          name="name"
          label={t('settings.passkeys.name')}
          helperText={t('settings.passkeys.nameHint')}
          required
          autoFocus
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 40 } }}
        />
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('settings.passkeys.cancel')}</Button>
          <Button type="submit" variant="contained" loading={sendCode.isPending}>
            {t('settings.passkeys.sendCode')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
