import { z } from 'zod';
import { StatementQuerySchema, bankDateOf } from '@taka/contracts';
import { withMessage } from '@/shared/banking/form/with-message';

/** A day of the statement's period: a calendar day, not after the bank's today (the calendar offers no later one). */
const periodDay = withMessage(z.iso.date(), 'date.invalid').refine(
  (day) => day <= bankDateOf(),
  'date.afterToday',
);

/** The contract's statement query, with messages that fit the form's fields. */
export const StatementFormSchema = z
  .object({
    accountId: withMessage(z.uuid(), 'account.required'),
    from: periodDay,
    to: periodDay,
  })
  .pipe(StatementQuerySchema);

/** The default period: the last 30 days, today included. */
export const DEFAULT_PERIOD_DAYS = 30;

/** The page sizes the table offers, the first by default. */
export const ROWS_PER_PAGE = [20, 50, 100];
