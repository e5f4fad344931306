import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ContactTagSchema } from '@taka/demo-api/schemas/contacts';
import { demoRequest } from '@/shared/demo/demo-request';
import { CONTACTS_KEY } from './query-keys';

export const tagsQuery = queryOptions({
  queryKey: [...CONTACTS_KEY, 'tags'],
  queryFn: () => demoRequest('/api/apps/contacts/tags', z.array(ContactTagSchema)),
});

export const useTags = () => useQuery(tagsQuery);
