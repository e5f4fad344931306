/** The chat screens' query keys, and the shell's own chat list (demo-lists.ts), which follows the same data. */
export const chatKeys = {
  all: ['demo', 'chat'] as const,
  chats: ['demo', 'chat', 'chats'] as const,
  chat: (id: string) => ['demo', 'chat', 'chat', id] as const,
  contacts: ['demo', 'chat', 'contacts'] as const,
  profile: ['demo', 'chat', 'profile'] as const,
  shellChats: ['demo', 'chats'] as const,
};
