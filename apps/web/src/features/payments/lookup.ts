import type { UseMutationResult } from '@tanstack/react-query';
import type { Biller } from '@taka/contracts';

/**
 * A lookup's answer and failure while the form still asks about what was looked up; none once the customer has
 * chosen another biller or typed another number.
 */
export function currentLookup<D, V extends Record<string, string>>(
  lookup: UseMutationResult<D, Error, V>,
  asked: V,
): { found: D | null; error: Error | null } {
  const { variables } = lookup;
  const current = variables !== undefined && Object.keys(asked).every((key) => variables[key] === asked[key]);
  return { found: current ? (lookup.data ?? null) : null, error: current ? lookup.error : null };
}

/** The biller a form starts with: the one asked for when listed, else the only one, else none. */
export function preselectedBiller(billers: Biller[], asked?: string): string {
  if (billers.some((biller) => biller.code === asked)) return asked!;
  return billers.length === 1 ? billers[0]!.code : '';
}
