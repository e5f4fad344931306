import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  SUPPORT_SUBJECTS,
  SupportRequestSchema,
  type SupportRequest,
} from '@taka/demo-api/schemas/help-center';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { PageHeading } from '@/shared/ui/PageHeading';
import { FormSelectField } from '@/shared/ui/form/FormSelectField';
import { FormTextField } from '@/shared/ui/form/FormTextField';
import { useSendSupportRequest } from './api/send-support-request';
import { HelpCenterBreadcrumbs } from './components/HelpCenterBreadcrumbs';

const EMPTY: SupportRequest = { name: '', email: '', subject: 'account', message: '' };

/** A message to the support team; the answer is a ticket number to quote. */
export function SupportPage() {
  const { t } = useTranslation();
  const send = useSendSupportRequest();
  const [ticket, setTicket] = useState<string | null>(null);
  const sent = useRef<HTMLDivElement>(null);
  const { control, handleSubmit, reset } = useForm<SupportRequest>({
    defaultValues: EMPTY,
    resolver: zodResolver(SupportRequestSchema),
  });
  // The acknowledgement replaces the form: move the reader to it.
  useEffect(() => {
    if (ticket) sent.current?.focus();
  }, [ticket]);
  const submit = handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: (answer) => {
        setTicket(answer.reference);
        reset(EMPTY);
      },
    }),
  );
  return (
    <>
      <HelpCenterBreadcrumbs current={t('pages.helpCenter.support')} />
      <PageHeading titleKey="pages.helpCenter.support">{t('helpCenter.supportText')}</PageHeading>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, borderRadius: 3, maxWidth: 760 }}>
        {ticket ? (
          <Alert severity="success" ref={sent} tabIndex={-1} role="alert">
            <AlertTitle>{t('helpCenter.support.sent')}</AlertTitle>
            {t('helpCenter.support.sentText', { reference: ticket })}
            <Button onClick={() => setTicket(null)} sx={{ display: 'block', mt: 1, px: 0 }}>
              {t('helpCenter.support.another')}
            </Button>
          </Alert>
        ) : (
          <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
            {send.isError && (
              <Alert severity="error" role="alert">
                {t('helpCenter.support.failed')}
              </Alert>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
              <FormTextField
                control={control}
                name="name"
                label={t('helpCenter.support.name')}
                required
                autoComplete="name"
              />
              <FormTextField
                control={control}
                name="email"
                type="email"
                label={t('helpCenter.support.email')}
                required
                autoComplete="email"
              />
            </Stack>
            <FormSelectField
              control={control}
              name="subject"
              label={t('helpCenter.support.subject')}
              required
            >
              {SUPPORT_SUBJECTS.map((subject) => (
                <MenuItem key={subject} value={subject}>
                  {t(`helpCenter.support.subjects.${subject}`)}
                </MenuItem>
              ))}
            </FormSelectField>
            <FormTextField
              control={control}
              name="message"
              label={t('helpCenter.support.message')}
              helperText={t('helpCenter.support.messageHint')}
              required
              multiline
              minRows={5}
            />
            <Button
              type="submit"
              variant="contained"
              loading={send.isPending}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('helpCenter.support.send')}
            </Button>
          </Stack>
        )}
      </Paper>
    </>
  );
}
