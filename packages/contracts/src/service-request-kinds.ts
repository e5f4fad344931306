import { z } from 'zod';

/*
 * The names of service requests' types and statuses, apart from the payloads' contracts (service-requests.ts): the
 * history page's search validation needs only these, and it is in the route tree every page loads. A module's
 * schemas are all built when it is imported, used or not.
 */

/** Every request type (its payload's contract: SERVICE_REQUEST_PAYLOADS in service-requests.ts). */
export const SERVICE_REQUEST_TYPES = [
  'chequebook',
  'stop_cheque',
  'hard_copy_statement',
  'loan_statement',
  'deposit_statement',
  'dispute',
] as const;
export const ServiceRequestTypeSchema = z.enum(SERVICE_REQUEST_TYPES);
export type ServiceRequestType = z.infer<typeof ServiceRequestTypeSchema>;

export const SERVICE_REQUEST_STATUSES = [
  'submitted',
  'processing',
  'completed',
  'rejected',
  'cancelled',
] as const;
export const ServiceRequestStatusSchema = z.enum(SERVICE_REQUEST_STATUSES);
export type ServiceRequestStatus = z.infer<typeof ServiceRequestStatusSchema>;
