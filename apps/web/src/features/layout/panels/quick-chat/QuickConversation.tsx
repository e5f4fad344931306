import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Send from '@mui/icons-material/Send';
import { useFormat } from '@/shared/i18n/use-format';
import { useToast } from '@/shared/ui/toast/ToastProvider';
import { useQuickChat } from './api/get-chat';
import { useSendQuickMessage } from './api/send-quick-message';

type Props = { chatId: string; contactName: string };

/** One chat's messages, newest at the bottom, and a composer: Enter sends, Shift+Enter starts a new line. */
export function QuickConversation({ chatId, contactName }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const chat = useQuickChat(chatId);
  const send = useSendQuickMessage(chatId);
  const showToast = useToast();
  const [draft, setDraft] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const count = chat.data?.messages.length ?? 0;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  function submit() {
    const value = draft.trim();
    if (!value || send.isPending) return;
    send.mutate(value, {
      onSuccess: () => setDraft(''),
      onError: () => showToast({ severity: 'error', message: t('shellPanels.actionFailed') }),
    });
  }

  return (
    <>
      <Box
        role="log"
        aria-label={t('shellPanels.quickChat.messagesWith', { name: contactName })}
        tabIndex={0}
        sx={{ flex: 1, overflowY: 'auto', p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        {chat.isPending
          ? [0, 1, 2].map((row) => <Skeleton key={row} variant="rounded" height={40} />)
          : chat.data?.messages.map((message) => (
              <Box
                key={message.id}
                sx={{
                  alignSelf: message.isMine ? 'flex-end' : 'flex-start',
                  maxWidth: '80%',
                  px: 1.5,
                  py: 1,
                  borderRadius: 2,
                  bgcolor: message.isMine ? 'primary.main' : 'action.selected',
                  color: message.isMine ? 'primary.contrastText' : 'text.primary',
                }}
              >
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {message.value}
                </Typography>
                <Typography
                  variant="caption"
                  component="time"
                  dateTime={message.createdAt}
                  sx={{ opacity: 0.8 }}
                >
                  {format.time(message.createdAt)}
                </Typography>
              </Box>
            ))}
        <div ref={end} />
      </Box>
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, p: 1.5, borderTop: 1, borderColor: 'divider' }}
      >
        <TextField
          fullWidth
          multiline
          maxRows={4}
          size="small"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              submit();
            }
          }}
          placeholder={t('shellPanels.quickChat.placeholder')}
          slotProps={{ htmlInput: { 'aria-label': t('shellPanels.quickChat.message') } }}
        />
        <IconButton
          type="submit"
          color="primary"
          aria-label={t('shellPanels.quickChat.send')}
          loading={send.isPending}
        >
          <Send />
        </IconButton>
      </Box>
    </>
  );
}
