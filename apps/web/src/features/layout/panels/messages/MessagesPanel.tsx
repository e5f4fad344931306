import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import DoneAll from '@mui/icons-material/DoneAll';
import MailOutline from '@mui/icons-material/MailOutlined';
import { useToast } from '@/shared/ui/toast/ToastProvider';
import type { PanelProps } from '../ShellPanelButtons';
import { PanelFrame } from '../PanelFrame';
import { useMessages } from './api/list-messages';
import { useMarkAllMessagesRead } from './api/mark-all-messages-read';
import { MessageItem } from './MessageItem';

/** The messages panel (SPEC 3.1, 7.3): every message, mark read or unread, remove, and mark all read. */
export function MessagesPanel({ anchor, onClose }: PanelProps) {
  const { t } = useTranslation();
  const messages = useMessages();
  const markAll = useMarkAllMessagesRead();
  const showToast = useToast();
  const unread = messages.data?.filter((message) => !message.read).length ?? 0;
  return (
    <PanelFrame
      anchor={anchor}
      onClose={onClose}
      title={t('shellPanels.messages.title')}
      actions={
        <Button
          size="small"
          startIcon={<DoneAll />}
          disabled={unread === 0}
          loading={markAll.isPending}
          onClick={() =>
            markAll.mutate(undefined, {
              onError: () => showToast({ severity: 'error', message: t('shellPanels.actionFailed') }),
            })
          }
        >
          {t('shellPanels.messages.markAllRead')}
        </Button>
      }
    >
      {messages.isPending ? (
        <Box sx={{ p: 2 }}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rounded" height={64} sx={{ mb: 1 }} />
          ))}
        </Box>
      ) : messages.isError ? (
        <Box sx={{ p: 3, textAlign: 'center' }}>
          <Typography>{t('shellPanels.messages.loadFailed')}</Typography>
          <Button sx={{ mt: 1 }} onClick={() => void messages.refetch()}>
            {t('common.retry')}
          </Button>
        </Box>
      ) : messages.data.length === 0 ? (
        <Box sx={{ p: 4, textAlign: 'center' }}>
          <MailOutline aria-hidden sx={{ fontSize: 48, color: 'primary.main' }} />
          <Typography component="h3" variant="subtitle1" sx={{ mt: 1, fontWeight: 600 }}>
            {t('shellPanels.messages.emptyTitle')}
          </Typography>
          <Typography color="text.secondary">{t('shellPanels.messages.emptyText')}</Typography>
        </Box>
      ) : (
        <List disablePadding aria-label={t('shellPanels.messages.title')}>
          {messages.data.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </List>
      )}
    </PanelFrame>
  );
}
