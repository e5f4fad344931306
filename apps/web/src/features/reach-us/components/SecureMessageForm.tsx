import { useEffect, useRef } from 'react';
import { useForm, useWatch, type DefaultValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  SECURE_MESSAGE_MAX_LENGTH,
  SECURE_MESSAGE_SUBJECTS,
  SendSecureMessageRequestSchema,
  type SendSecureMessageRequest,
} from '@taka/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { AccountSelectField } from '@/shared/banking/form/AccountSelectField';
import { WithAccounts } from '@/shared/banking/form/WithAccounts';
import { ApiForm } from '@/shared/ui/form/ApiForm';
import { FormTextField } from '@/shared/ui/form/FormTextField';
import { FormSelectField } from '@/shared/ui/form/FormSelectField';
import { useSendSecureMessage } from '../api/send-secure-message';

/** No subject chosen yet: the schema asks for one. */
const EMPTY: DefaultValues<SendSecureMessageRequest> = { body: '', accountId: null };

/** What the bank has for the customer after sending: the reference to quote, and a way to write again. */
function Sent({ reference, onAnother }: { reference: string; onAnother: () => void }) {
  const { t } = useTranslation();
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    alert.current?.focus();
  }, []);
  return (
    <Box>
      <Alert ref={alert} tabIndex={-1} severity="success" sx={{ mb: 2 }}>
        <AlertTitle>{t('reachUs.form.sentTitle')}</AlertTitle>
        {t('reachUs.form.sentText', { reference })}
      </Alert>
      <Button variant="outlined" onClick={onAnother}>
        {t('reachUs.form.another')}
      </Button>
    </Box>
  );
}

/** A secure message to the bank: subject, message and, if it is about one, which of the customer's accounts. */
export function SecureMessageForm() {
  const { t } = useTranslation();
  const send = useSendSecureMessage();
  const { control, handleSubmit, reset } = useForm<SendSecureMessageRequest>({
    resolver: zodResolver(SendSecureMessageRequestSchema),
    defaultValues: EMPTY,
  });
  const body = useWatch({ control, name: 'body' }) ?? '';
  const onSubmit = handleSubmit((values) => send.mutateAsync(values).catch(() => undefined));

  if (send.data)
    return (
      <Sent
        reference={send.data.reference}
        onAnother={() => {
          reset(EMPTY);
          send.reset();
        }}
      />
    );
  return (
    <WithAccounts>
      {(accounts) => (
        <ApiForm
          control={control}
          onSubmit={onSubmit}
          error={send.error}
          actions={
            <Button
              type="submit"
              variant="contained"
              size="large"
              loading={send.isPending}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('reachUs.form.send')}
            </Button>
          }
        >
          <FormSelectField control={control} name="subject" required label={t('reachUs.form.subject')}>
            {SECURE_MESSAGE_SUBJECTS.map((subject) => (
              <MenuItem key={subject} value={subject}>
                {t(`reachUs.subjects.${subject}`)}
              </MenuItem>
            ))}
          </FormSelectField>
          <FormTextField
            control={control}
            name="body"
            required
            multiline
            minRows={5}
            label={t('reachUs.form.body')}
            helperText={t('reachUs.form.length', {
              used: body.length,
              max: SECURE_MESSAGE_MAX_LENGTH,
            })}
          />
          <AccountSelectField
            control={control}
            name="accountId"
            label={t('reachUs.form.account')}
            noneLabel={t('reachUs.form.noAccount')}
            accounts={accounts}
          />
        </ApiForm>
      )}
    </WithAccounts>
  );
}
