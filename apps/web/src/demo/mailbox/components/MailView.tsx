import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import MailOutline from '@mui/icons-material/MailOutlined';
import type { Mail } from '@taka/demo-api/schemas/mailbox';
import { useFormat } from '@/shared/i18n/use-format';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { SanitizedHtml } from '@/shared/ui/SanitizedHtml';
import { useMail } from '../api/get-mail';
import { useMailLabels } from '../api/get-labels';
import type { MailSelection } from '../api/get-mails';
import { useUpdateMail } from '../api/update-mail';
import { labelSwatch } from '../label-colors';
import { parseAddress, textToHtml } from '../mail-text';
import { MailActions } from './MailActions';
import { MailAttachments } from './MailAttachments';

type Props = {
  mailId: string;
  selection: MailSelection;
  page: number;
  /** The list is hidden (phones, full layout): offer a way back to it. */
  showBack: boolean;
  onReply: (mail: Mail) => void;
};

/** The open mail: its actions, subject, people, date, body and attachments. Opening an unread mail reads it. */
export function MailView({ mailId, selection, page, showBack, onReply }: Props) {
  const { t } = useTranslation();
  const mail = useMail(mailId);
  const update = useUpdateMail();
  const markedRead = useRef<string | null>(null);

  useEffect(() => {
    if (!mail.data?.unread || markedRead.current === mail.data.id) return;
    markedRead.current = mail.data.id;
    update.mutate({ id: mail.data.id, mail: { unread: false } });
  }, [mail.data, update]);

  if (mail.isPending) return <MailViewSkeleton />;
  if (mail.isError)
    return (
      <Box sx={{ p: 2 }}>
        <LoadFailed
          icon={MailOutline}
          title={t('mailbox.mailLoadFailed')}
          text={t('mailbox.loadFailedText')}
          onRetry={() => void mail.refetch()}
        />
      </Box>
    );
  if (!mail.data)
    return (
      <Box sx={{ p: 2 }}>
        <EmptyState icon={MailOutline} title={t('mailbox.notFound')} text={t('mailbox.notFoundText')} />
      </Box>
    );
  return (
    <Box component="article" aria-labelledby="open-mail-subject" sx={{ minWidth: 0 }}>
      <MailActions mail={mail.data} selection={selection} page={page} showBack={showBack} onReply={onReply} />
      <Divider />
      <MailContent mail={mail.data} />
    </Box>
  );
}

function MailContent({ mail }: { mail: Mail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const labels = useMailLabels();
  const from = parseAddress(mail.from.contact);
  const people = [
    [t('mailbox.to'), mail.to],
    ...(mail.cc?.length ? [[t('mailbox.cc'), mail.cc.join(', ')]] : []),
    ...(mail.bcc?.length ? [[t('mailbox.bcc'), mail.bcc.join(', ')]] : []),
  ];
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="open-mail-subject" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        {mail.subject || t('mailbox.noSubject')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {labels.data
          ?.filter((label) => mail.labels.includes(label.id))
          .map((label) => (
            <Chip
              key={label.id}
              label={label.title}
              size="small"
              sx={{ bgcolor: labelSwatch(label.color), color: '#fff' }}
            />
          ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mt: 2 }}>
        <Avatar src={mail.from.avatar ?? undefined} alt="">
          {from.name.charAt(0)}
        </Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {from.name}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              &lt;{from.address}&gt;
            </Typography>
          </Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1 }}>
            {people.map(([term, value]) => (
              <Box key={term} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {term}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary" component="time" dateTime={mail.date}>
            {format.dateTime(mail.date)}
          </Typography>
        </Box>
      </Box>
      <SanitizedHtml
        html={mail.contentHtml ?? textToHtml(mail.content)}
        sx={{ mt: 3, typography: 'body1', '& p': { mt: 0, mb: 2 }, overflowWrap: 'anywhere' }}
      />
      <MailAttachments attachments={mail.attachments} />
    </Box>
  );
}

function MailViewSkeleton() {
  return (
    <Box aria-hidden sx={{ p: 3 }}>
      <Skeleton variant="rounded" height={40} sx={{ mb: 3 }} />
      <Skeleton variant="text" width="60%" height={40} />
      <Box sx={{ display: 'flex', gap: 2, mt: 2 }}>
        <Skeleton variant="circular" width={40} height={40} />
        <Box sx={{ flex: 1 }}>
          <Skeleton variant="text" width="40%" />
          <Skeleton variant="text" width="30%" />
        </Box>
      </Box>
      <Skeleton variant="rounded" height={160} sx={{ mt: 3 }} />
    </Box>
  );
}
