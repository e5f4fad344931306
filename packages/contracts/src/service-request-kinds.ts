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
  'loan_request',
  // Other services (decision 035)
  'pay_order',
  'demand_draft',
  'positive_pay',
  'bayd_registration',
  'govt_bond',
  'certificate',
  'card_emi_conversion',
  'supplementary_card',
  'card_upgrade',
  'card_cheque',
  'card_hard_copy_statement',
  'card_email_statement',
  'card_reissue',
  'card_limit_transfer',
  'card_usd_endorsement',
  'card_limit_rearrangement',
  'card_loan',
  'virtual_card',
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
