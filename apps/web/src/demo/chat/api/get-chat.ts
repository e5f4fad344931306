import { queryOptions, useQuery } from '@tanstack/react-query';
import { DemoApiError } from '@taka/demo-api/client';
import { ChatWithMessagesSchema } from '@taka/demo-api/schemas/chat';
import { demoRequest } from '@/shared/demo/demo-request';
import { chatKeys } from './query-keys';

/** One chat with its full contact and its messages; an unknown id is a DemoApiError with status 404. */
export const chatQuery = (id: string) =>
  queryOptions({
    queryKey: chatKeys.chat(id),
    queryFn: () => demoRequest(`/api/apps/chat/chat?${new URLSearchParams({ id })}`, ChatWithMessagesSchema),
    staleTime: Infinity,
    // Asking again will not find a chat that is not there.
    retry: (failureCount, error) => !isChatNotFound(error) && failureCount < 1,
  });

export const useChat = (id: string) => useQuery(chatQuery(id));

export const isChatNotFound = (error: unknown) => error instanceof DemoApiError && error.status === 404;
