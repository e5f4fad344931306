import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Forum from '@mui/icons-material/ForumOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { useDocumentTitle } from '@/shared/ui/use-page-title';
import { isChatNotFound, useChat } from '../api/get-chat';
import { useMarkChatRead } from '../api/mark-chat-read';
import { BackToChats } from './BackToChats';
import { Composer } from './Composer';
import { ContactInfoDrawer } from './ContactInfoDrawer';
import { ConversationHeader } from './ConversationHeader';
import { ConversationSkeleton } from './ChatSkeletons';
import { MessageList } from './MessageList';

/** One conversation: its contact, the messages by day, and a composer; opening it marks it read. */
export function Conversation({ chatId }: { chatId: string }) {
  const { t } = useTranslation();
  const chat = useChat(chatId);
  const [infoOpen, setInfoOpen] = useState(false);
  const markRead = useMarkChatRead();
  const unread = chat.data?.unreadCount ?? 0;
  const { mutate: markChatRead } = markRead;
  useEffect(() => {
    if (unread > 0) markChatRead(chatId);
  }, [chatId, unread, markChatRead]);
  useDocumentTitle(chat.data?.contact.name ?? t('pages.chat.title'));

  if (chat.isPending) return <ConversationSkeleton />;
  if (chat.isError)
    return (
      <Box sx={{ p: 2 }}>
        <BackToChats />
        {isChatNotFound(chat.error) ? (
          <EmptyState
            icon={SearchOff}
            title={t('chat.notFound', { id: chatId })}
            text={t('chat.notFoundText')}
          />
        ) : (
          <LoadFailed
            icon={Forum}
            title={t('chat.conversationFailed')}
            text={t('chat.loadFailedText')}
            onRetry={() => void chat.refetch()}
          />
        )}
      </Box>
    );
  const { contact, messages } = chat.data;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <ConversationHeader contact={contact} onOpenInfo={() => setInfoOpen(true)} />
      <MessageList messages={messages} contactName={contact.name} />
      <Composer chatId={chatId} />
      <ContactInfoDrawer contact={contact} open={infoOpen} onClose={() => setInfoOpen(false)} />
    </Box>
  );
}
