import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { FormErrorAlert } from '@/shared/ui/form/FormErrorAlert';
import { FormTextField } from '@/shared/ui/form/FormTextField';
import { RichTextEditor } from '@/demo/shared/rich-text/RichTextEditor';
import { useToast } from '@/shared/ui/toast/ToastProvider';
import { useSendMail } from '../api/send-mail';
import { splitAddresses } from '../mail-text';

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const isAddress = (part: string) => EMAIL.test(/<([^>]+)>\s*$/.exec(part)?.[1] ?? part);
const addresses = (field: z.ZodString) =>
  field.refine((value) => splitAddresses(value).every(isAddress), 'mailbox.address');

const ComposeSchema = z.object({
  to: addresses(z.string().trim().min(1, 'mailbox.to')),
  cc: addresses(z.string().trim()),
  bcc: addresses(z.string().trim()),
  subject: z.string().trim().max(200, 'mailbox.subjectLength'),
  body: z.string(),
});
type ComposeFields = z.infer<typeof ComposeSchema>;

/** What the dialog starts with: empty for a new mail, the sender and "Re:" subject for a reply. */
export type ComposeStart = Partial<Pick<ComposeFields, 'to' | 'subject'>>;

type Props = { start: ComposeStart; onClose: () => void };

/** A new mail: To (Cc and Bcc on request), subject and a rich-text body; sent, saved as a draft or discarded. */
export function ComposeDialog({ start, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const send = useSendMail();
  const showToast = useToast();
  const [copies, setCopies] = useState({ cc: false, bcc: false });
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(ComposeSchema),
    defaultValues: { to: start.to ?? '', cc: '', bcc: '', subject: start.subject ?? '', body: '' },
  });

  const submit = (draft: boolean) =>
    handleSubmit(({ to, cc, bcc, subject, body }) =>
      send.mutate(
        {
          mail: { to, cc: splitAddresses(cc), bcc: splitAddresses(bcc), subject, contentHtml: body },
          draft,
        },
        {
          onSuccess: () => {
            showToast({ severity: 'success', message: t(draft ? 'mailbox.draftSaved' : 'mailbox.sent') });
            onClose();
          },
        },
      ),
    );

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={phone} maxWidth="md" fullWidth>
      <form noValidate onSubmit={(event) => void submit(false)(event)}>
        <DialogTitle id={titleId}>{t(start.subject ? 'mailbox.replyTitle' : 'mailbox.newMail')}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <FormErrorAlert control={control} error={send.error} />
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 1 }}>
            <FormTextField
              control={control}
              name="to"
              label={t('mailbox.to')}
              required
              autoFocus={!start.to}
            />
            {!copies.cc && (
              <Button
                sx={{ mt: 1 }}
                onClick={() => setCopies((shown) => ({ ...shown, cc: true }))}
                aria-label={t('mailbox.addCc')}
              >
                {t('mailbox.cc')}
              </Button>
            )}
            {!copies.bcc && (
              <Button
                sx={{ mt: 1 }}
                onClick={() => setCopies((shown) => ({ ...shown, bcc: true }))}
                aria-label={t('mailbox.addBcc')}
              >
                {t('mailbox.bcc')}
              </Button>
            )}
          </Box>
          {copies.cc && <FormTextField control={control} name="cc" label={t('mailbox.cc')} autoFocus />}
          {copies.bcc && <FormTextField control={control} name="bcc" label={t('mailbox.bcc')} autoFocus />}
          <FormTextField control={control} name="subject" label={t('mailbox.subject')} autoComplete="off" />
          <Controller
            control={control}
            name="body"
            render={({ field }) => (
              <RichTextEditor
                label={t('mailbox.message')}
                value={field.value}
                onChange={field.onChange}
                minHeight={phone ? 240 : 200}
              />
            )}
          />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap' }}>
          <Button onClick={onClose} sx={{ mr: 'auto' }}>
            {t('mailbox.discard')}
          </Button>
          <Button onClick={(event) => void submit(true)(event)} disabled={send.isPending}>
            {t('mailbox.saveDraft')}
          </Button>
          <Button type="submit" variant="contained" loading={send.isPending}>
            {t('mailbox.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
