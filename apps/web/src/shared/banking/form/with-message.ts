import { z } from 'zod';

/**
 * The contract's rule for a field with a message that fits this form ("the payee's 13-digit number" rather than
 * "your 13-digit number"). The rule itself stays the contract's.
 */
export function withMessage<S extends z.ZodType<string, string>>(schema: S, message: string) {
  return z.string().superRefine((value, context) => {
    if (!schema.safeParse(value).success) context.addIssue({ code: 'custom', message });
  });
}

/** The source or destination account of a form: an empty select is "choose an account", not "invalid id". */
export const accountChoice = withMessage(z.uuid(), 'account.required');
