import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useFormat } from '@/shared/i18n/use-format';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { dayLabel, messagesByDay } from '../chat-dates';
import type { ChatMessage } from '../chat-types';

type Props = { messages: ChatMessage[]; contactName: string };

/** The messages by day under a Today/Yesterday/date separator, own ones on the right; kept scrolled to the newest. */
export function MessageList({ messages, contactName }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const scroller = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newest]);

  if (messages.length === 0)
    return (
      <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
        <Box>
          <Typography component="p" variant="h6">
            {t('chat.emptyConversation')}
          </Typography>
          <Typography color="text.secondary">
            {t('chat.emptyConversationText', { name: contactName })}
          </Typography>
        </Box>
      </Box>
    );
  return (
    <Box
      ref={scroller}
      role="log"
      aria-label={t('chat.messages', { name: contactName })}
      tabIndex={0}
      sx={{
        flex: 1,
        minHeight: 0,
        overflowY: 'auto',
        px: { xs: 1.5, sm: 3 },
        py: 2,
        bgcolor: 'action.hover',
      }}
    >
      {messagesByDay(messages).map(([day, dayMessages]) => (
        <Box component="section" key={day} aria-label={dayLabel(day, t, format)}>
          <Typography
            component="h3"
            variant="caption"
            sx={{
              display: 'block',
              width: 'fit-content',
              mx: 'auto',
              my: 1.5,
              px: 1.5,
              py: 0.25,
              borderRadius: 2,
              bgcolor: 'background.paper',
              color: 'text.secondary',
              fontWeight: 600,
            }}
          >
            {dayLabel(day, t, format)}
          </Typography>
          <Box
            component="ul"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 0.75 }}
          >
            {dayMessages.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                sender={message.isMine ? t('chat.you') : contactName}
                time={format.time(message.createdAt)}
              />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function MessageBubble({ message, sender, time }: { message: ChatMessage; sender: string; time: string }) {
  const mine = message.isMine;
  return (
    <Box
      component="li"
      sx={{
        alignSelf: mine ? 'flex-end' : 'flex-start',
        maxWidth: { xs: '85%', md: '70%' },
        px: 1.5,
        py: 1,
        borderRadius: 3,
        borderBottomRightRadius: mine ? 4 : undefined,
        borderBottomLeftRadius: mine ? undefined : 4,
        bgcolor: mine ? 'primary.main' : 'background.paper',
        color: mine ? 'primary.contrastText' : 'text.primary',
        boxShadow: mine ? 0 : 1,
      }}
    >
      <Box component="span" sx={visuallyHidden}>
        {`${sender}: `}
      </Box>
      <Typography
        component="span"
        sx={{ display: 'block', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {message.value}
      </Typography>
      <Typography
        component="time"
        dateTime={message.createdAt}
        variant="caption"
        sx={{ display: 'block', textAlign: 'right', mt: 0.25, color: mine ? 'inherit' : 'text.secondary' }}
      >
        {time}
      </Typography>
    </Box>
  );
}
