import { z } from 'zod';

/*
 * The kinds of the activity log's events, apart from its contracts (activity.ts): the log's search validation needs
 * only these, and it is in the route tree every page loads. A module's schemas are all built when it is imported,
 * used or not (decision 039).
 */

/**
 * Every kind of security-relevant event the activity log keeps. The database holds the same list in a check
 * constraint: a new kind comes with a migration.
 */
export const ACTIVITY_KINDS = [
  'sign-in',
  'sign-in-failed',
  'lockout',
  'sign-out',
  'idle-lock',
  'unlock',
  'password-changed',
  'passkey-added',
  'passkey-removed',
  'profile-changed',
  'beneficiary-added',
  'beneficiary-edited',
  'beneficiary-removed',
  'favorite-added',
  'favorite-changed',
  'favorite-removed',
  'limit-changed',
  'code-sent',
  'standing-instruction-set-up',
  'standing-instruction-paused',
  'standing-instruction-resumed',
  'standing-instruction-cancelled',
  'standing-instruction-amount-changed',
  'session-signed-out',
  'other-sessions-signed-out',
  'notification-preferences-changed',
  'loan-instalment-paid',
  'fdr-opened',
  'transaction-blocked',
  'transaction-unblocked',
  'card-blocked',
  'card-unblocked',
  'card-controls-changed',
  'card-tagged',
] as const;
export const ActivityKindSchema = z.enum(ACTIVITY_KINDS, { error: 'activity.kindUnknown' });
export type ActivityKind = z.infer<typeof ActivityKindSchema>;
