/**
 * Query keys of banking data several features read. A money movement makes all of them stale at once, so they
 * share one root that the transfer flow invalidates.
 */
export const BANKING_ROOT_KEY = ['banking'] as const;

export const bankingKeys = {
  accounts: [...BANKING_ROOT_KEY, 'accounts'] as const,
  transactions: [...BANKING_ROOT_KEY, 'transactions'] as const,
  statement: [...BANKING_ROOT_KEY, 'statement'] as const,
  limits: [...BANKING_ROOT_KEY, 'limits'] as const,
  standingInstructions: [...BANKING_ROOT_KEY, 'standing-instructions'] as const,
};
