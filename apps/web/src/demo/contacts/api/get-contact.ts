import { queryOptions, useQuery } from '@tanstack/react-query';
import { ContactSchema } from '@taka/demo-api/schemas/contacts';
import { demoRequest } from '@/shared/demo/demo-request';
import { CONTACTS_KEY } from './query-keys';

/** One contact; null when no contact has the id. */
export const contactQuery = (id: string) =>
  queryOptions({
    queryKey: [...CONTACTS_KEY, 'contact', id],
    queryFn: () =>
      demoRequest(`/api/apps/contacts/contact?${new URLSearchParams({ id })}`, ContactSchema.nullable()),
  });

export const useContact = (id: string) => useQuery(contactQuery(id));
