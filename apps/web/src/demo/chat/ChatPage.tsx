import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Forum from '@mui/icons-material/ForumOutlined';
import { useDocumentTitle } from '@/shared/ui/use-page-title';
import { ChatListPane } from './components/ChatListPane';
import { Conversation } from './components/Conversation';

/** The page fills the screen under the top bar (64px) and the main area's padding, so only the panes scroll. */
const FRAME_HEIGHT = {
  xs: 'calc(100dvh - 64px - 32px)',
  sm: 'calc(100dvh - 64px - 48px)',
  md: 'calc(100dvh - 64px - 64px)',
};

/**
 * Chat (SPEC 2.8): the list beside the open conversation; on phones one pane at a time, the conversation with a
 * way back to the list.
 */
export function ChatPage({ chatId }: { chatId?: string }) {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      sx={{ display: 'flex', height: FRAME_HEIGHT, minHeight: 480, borderRadius: 3, overflow: 'hidden' }}
    >
      <Box
        sx={{
          width: { xs: '100%', md: 360 },
          flexShrink: 0,
          borderRight: { md: 1 },
          borderColor: { md: 'divider' },
          display: { xs: chatId ? 'none' : 'block', md: 'block' },
        }}
      >
        <ChatListPane selectedChatId={chatId} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, display: { xs: chatId ? 'block' : 'none', md: 'block' } }}>
        {chatId ? (
          <Conversation key={chatId} chatId={chatId} />
        ) : (
          <NoChatOpen title={t('chat.noneOpen')} text={t('chat.noneOpenText')} />
        )}
      </Box>
    </Paper>
  );
}

function NoChatOpen({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.chat.title'));
  return (
    <Box
      sx={{
        height: '100%',
        display: 'grid',
        placeItems: 'center',
        p: 4,
        textAlign: 'center',
        bgcolor: 'action.hover',
      }}
    >
      <Box>
        <Forum aria-hidden sx={{ fontSize: 64, color: 'primary.main' }} />
        <Typography component="p" variant="h6" sx={{ mt: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{text}</Typography>
      </Box>
    </Box>
  );
}
