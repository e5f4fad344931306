import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ContactSchema } from '@taka/demo-api/schemas/contacts';
import { demoRequest } from '@/shared/demo/demo-request';
import { ContactGoneError } from './contact-gone-error';
import { CONTACTS_KEY } from './query-keys';

/** Sends a picture as the contact's avatar (multipart, as the handler reads it); the answer is the contact. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, file }: { id: string; file: File }) => {
      const form = new FormData();
      form.append('id', id);
      form.append('avatar', file);
      const contact = await demoRequest('/api/apps/contacts/avatar', ContactSchema.nullable(), {
        method: 'POST',
        body: form,
      });
      if (!contact) throw new ContactGoneError();
      return contact;
    },
    onSuccess: (contact) => {
      queryClient.setQueryData([...CONTACTS_KEY, 'contact', contact.id], contact);
      void queryClient.invalidateQueries({ queryKey: [...CONTACTS_KEY, 'list'] });
    },
  });
}
