import { CalendarDateSchema, ServiceRequestStatusSchema, ServiceRequestTypeSchema } from '@taka/contracts';

const FIELDS = {
  type: ServiceRequestTypeSchema,
  status: ServiceRequestStatusSchema,
  from: CalendarDateSchema,
  to: CalendarDateSchema,
};
export type RequestField = keyof typeof FIELDS;
/** The history's filters as the URL keeps them: each one a string, absent when not set. */
export type RequestSearch = Partial<Record<RequestField, string>>;
const REQUEST_FIELDS = Object.keys(FIELDS) as RequestField[];

/** The route's search parameters: each filter that is valid on its own, the rest dropped. */
export function requestSearch(search: Record<string, unknown>): RequestSearch {
  const kept: RequestSearch = {};
  for (const field of REQUEST_FIELDS) {
    const value = search[field];
    if (typeof value === 'string' && FIELDS[field].safeParse(value).success) kept[field] = value;
  }
  return kept;
}
