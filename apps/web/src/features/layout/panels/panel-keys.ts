/** The shell panels' query keys: the same lists the shell loads on start (api/demo-lists.ts) and the chat screens. */
export const panelKeys = {
  messages: ['demo', 'messages'] as const,
  shortcuts: ['demo', 'shortcuts'] as const,
  chats: ['demo', 'chats'] as const,
  /** Every chat screen's key starts so (demo/chat/api/query-keys.ts). */
  chatScreens: ['demo', 'chat'] as const,
  chat: (id: string) => ['demo', 'chat', 'chat', id] as const,
  search: (query: string) => ['demo', 'search', query] as const,
};
