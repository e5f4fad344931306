import { z } from 'zod';

/**
 * A calendar day a client sends (YYYY-MM-DD), within a range any real banking date falls in: the ISO format alone
 * lets through days PostgreSQL or JavaScript cannot hold (year 0000, year 275760).
 */
export const CalendarDateSchema = z.iso
  .date()
  .refine((day) => day >= '1900-01-01' && day <= '2999-12-31', { message: 'date.outOfRange', abort: true });
