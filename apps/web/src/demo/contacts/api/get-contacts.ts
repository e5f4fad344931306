import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ContactSchema } from '@taka/demo-api/schemas/contacts';
import { demoRequest } from '@/shared/demo/demo-request';
import { CONTACTS_KEY } from './query-keys';

const ContactsSchema = z.array(ContactSchema);

/** Every contact sorted by name, or those whose name contains `search` (SPEC 7.4: contacts/all, contacts/search). */
export const contactsQuery = (search: string) =>
  queryOptions({
    queryKey: [...CONTACTS_KEY, 'list', search],
    queryFn: () =>
      search === ''
        ? demoRequest('/api/apps/contacts/all', ContactsSchema)
        : demoRequest(`/api/apps/contacts/search?${new URLSearchParams({ query: search })}`, ContactsSchema),
  });

/** The list keeps showing the last answer while the next search runs, so it does not flash a skeleton per key. */
export const useContacts = (search: string) =>
  useQuery({ ...contactsQuery(search), placeholderData: keepPreviousData });
