import { z } from 'zod';
import { StatementQuerySchema } from '@taka/contracts';
import { withMessage } from '@/shared/banking/form/with-message';

/** The contract's statement query, with messages that fit the form's fields. */
export const StatementFormSchema = z
  .object({
    accountId: withMessage(z.uuid(), 'account.required'),
    from: withMessage(z.iso.date(), 'date.invalid'),
    to: withMessage(z.iso.date(), 'date.invalid'),
  })
  .pipe(StatementQuerySchema);

/** The default period: the last 30 days, today included. */
export const DEFAULT_PERIOD_DAYS = 30;
