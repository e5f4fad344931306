import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ContactSchema } from '@taka/demo-api/schemas/contacts';
import { demoRequest } from '@/shared/demo/demo-request';
import { CONTACTS_KEY } from './query-keys';

/** Creates an empty "New Contact" (SPEC 3.2) for the customer to fill in. */
export function useCreateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => demoRequest('/api/apps/contacts/contact', ContactSchema, { method: 'POST' }),
    onSuccess: (contact) => {
      queryClient.setQueryData([...CONTACTS_KEY, 'contact', contact.id], contact);
      void queryClient.invalidateQueries({ queryKey: [...CONTACTS_KEY, 'list'] });
    },
  });
}
