import { z } from 'zod';
import { ActivityKindSchema, CalendarDateSchema } from '@taka/contracts';
import { kindsOf, type ActivitySearch } from './search';

const dayOrEmpty = z
  .string()
  .refine((value) => value === '' || CalendarDateSchema.safeParse(value).success, 'date.invalid');

/** The filter bar's fields: the kinds chosen (none is every kind) and the days, empty for no limit. */
export const ActivityFilterFormSchema = z
  .object({ kinds: z.array(ActivityKindSchema), from: dayOrEmpty, to: dayOrEmpty })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: 'history.fromAfterTo', path: ['to'] });
export type ActivityFilterForm = z.infer<typeof ActivityFilterFormSchema>;

export const formOfSearch = (search: ActivitySearch): ActivityFilterForm => ({
  kinds: kindsOf(search.kind),
  from: search.from ?? '',
  to: search.to ?? '',
});

export function searchOfForm(form: ActivityFilterForm): ActivitySearch {
  const search: ActivitySearch = {};
  if (form.kinds.length > 0) search.kind = form.kinds.join(',');
  if (form.from) search.from = form.from;
  if (form.to) search.to = form.to;
  return search;
}
