import { createFileRoute, useParams } from '@tanstack/react-router';
import { ChatPage } from '@/demo/chat/ChatPage';

/** One page for the list and the open chat, so the list (and its search) stays put while chats change. */
export const Route = createFileRoute('/_main/_demo/apps/chat')({
  component: function ChatRoute() {
    const { chatId } = useParams({ strict: false });
    return <ChatPage chatId={chatId} />;
  },
});
