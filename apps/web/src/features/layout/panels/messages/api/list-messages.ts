import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { MessageSchema } from '@taka/demo-api/schemas/common';
import { demoRequest } from '@/shared/demo/demo-request';
import { panelKeys } from '@/features/layout/panels/panel-keys';

/** The shell's messages, newest first as the handler keeps them. */
export const useMessages = () =>
  useQuery({
    queryKey: panelKeys.messages,
    queryFn: () => demoRequest('/api/common/messages', z.array(MessageSchema)),
  });
