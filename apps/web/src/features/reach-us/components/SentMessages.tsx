import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecureMessage } from '@taka/contracts';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormat } from '@/shared/i18n/use-format';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import { useSecureMessages } from '../api/get-secure-messages';

function SentMessage({ message }: { message: SecureMessage }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ListItem divider disableGutters sx={{ display: 'block', py: 1.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography component="span" sx={{ fontWeight: 700, fontFamily: 'monospace' }}>
          {message.reference}
        </Typography>
        <Typography component="span">{t(`reachUs.subjects.${message.subject}`)}</Typography>
        <Chip
          size="small"
          label={t(`reachUs.status.${message.status}`)}
          color={message.status === 'answered' ? 'success' : 'default'}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {message.account
          ? t('reachUs.list.sentAboutAccount', {
              time: format.dateTime(message.createdAt),
              account: message.account.number,
            })
          : t('reachUs.list.sent', { time: format.dateTime(message.createdAt) })}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {message.body}
      </Typography>
    </ListItem>
  );
}

/** The messages the customer sent, newest first, with their references and where they stand. */
export function SentMessages() {
  const { t } = useTranslation();
  const headingId = useId();
  const messages = useSecureMessages();
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {t('reachUs.list.title')}
      </Typography>
      {messages.isError && <ApiErrorAlert error={messages.error} />}
      {messages.isPending && <Skeleton variant="rounded" height={72} />}
      {messages.data?.length === 0 && (
        <Typography color="text.secondary">{t('reachUs.list.empty')}</Typography>
      )}
      {messages.data && messages.data.length > 0 && (
        <List aria-labelledby={headingId} disablePadding>
          {messages.data.map((message) => (
            <SentMessage key={message.id} message={message} />
          ))}
        </List>
      )}
    </section>
  );
}
