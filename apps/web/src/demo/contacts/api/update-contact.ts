import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ContactPatchBodySchema } from '@taka/demo-api/schemas/contacts';
import { ContactSchema } from '@taka/demo-api/schemas/contacts';
import { demoRequest } from '@/shared/demo/demo-request';
import { ContactGoneError } from './contact-gone-error';
import { CONTACTS_KEY } from './query-keys';

export type ContactPatch = z.input<typeof ContactPatchBodySchema>;

/** Merges `contact` into the saved contact; a contact that no longer exists is a ContactGoneError. */
export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ContactPatch) => {
      const saved = await demoRequest('/api/apps/contacts/contact', ContactSchema.nullable(), {
        method: 'PATCH',
        body,
      });
      if (!saved) throw new ContactGoneError();
      return saved;
    },
    onSuccess: (contact) => {
      queryClient.setQueryData([...CONTACTS_KEY, 'contact', contact.id], contact);
      void queryClient.invalidateQueries({ queryKey: [...CONTACTS_KEY, 'list'] });
    },
  });
}
