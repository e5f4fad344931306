import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { demoRequest } from '@/shared/demo/demo-request';
import { ContactGoneError } from './contact-gone-error';
import { CONTACTS_KEY } from './query-keys';

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const deleted = await demoRequest(
        `/api/apps/contacts/contact?${new URLSearchParams({ id })}`,
        z.literal(true).nullable(),
        { method: 'DELETE' },
      );
      if (!deleted) throw new ContactGoneError();
    },
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: [...CONTACTS_KEY, 'contact', id] });
      void queryClient.invalidateQueries({ queryKey: [...CONTACTS_KEY, 'list'] });
    },
  });
}
