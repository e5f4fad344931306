import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { CountrySchema } from '@taka/demo-api/schemas/contacts';
import { demoRequest } from '@/shared/demo/demo-request';
import { CONTACTS_KEY } from './query-keys';

/** The countries a phone number can belong to, with dial prefix and flag; they never change. */
export const countriesQuery = queryOptions({
  queryKey: [...CONTACTS_KEY, 'countries'],
  queryFn: () => demoRequest('/api/apps/contacts/countries', z.array(CountrySchema)),
  staleTime: Infinity,
});

export const useCountries = () => useQuery(countriesQuery);
