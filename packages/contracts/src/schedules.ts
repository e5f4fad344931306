import { z } from 'zod';
import { CalendarDateSchema } from './dates.ts';
import { canSaveAsFavorite } from './favorites.ts';
import { AmountSchema, MoneySchema } from './money.ts';
import {
  OtpCodeSchema,
  TransactionReceiptSchema,
  TransferRequestSchema,
  type TransferType,
} from './transactions.ts';
import { TransactionStatusSchema, TransferTypeSchema } from './transaction-kinds.ts';

/**
 * Scheduled and recurring transfers (decision 028): a transfer request with a schedule becomes a standing
 * instruction that the server runs at its times, each run an ordinary transfer. Times are Asia/Dhaka.
 */

export const FrequencySchema = z.enum(['daily', 'weekly', 'monthly', 'yearly']);
export type Frequency = z.infer<typeof FrequencySchema>;

/** When a repeating instruction stops: never (until cancelled), after a Dhaka date, or after a number of runs. */
export const RepeatEndSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('never') }),
  z.object({ type: z.literal('until'), date: CalendarDateSchema }),
  z.object({
    type: z.literal('count'),
    count: z.number().int().min(1, 'repeat.count').max(999, 'repeat.count'),
  }),
]);
export type RepeatEnd = z.infer<typeof RepeatEndSchema>;

/**
 * Pay later is a schedule without `repeat` (one run at `startAt`); Repeat has one. Pay now is no schedule at all:
 * the ordinary transfer. `startAt` is an instant (ISO with offset); the server refuses one not in the future.
 */
export const TransferScheduleSchema = z.object({
  startAt: z.iso.datetime({ offset: true }),
  repeat: z.object({ frequency: FrequencySchema, end: RepeatEndSchema }).nullable().default(null),
});
export type TransferSchedule = z.output<typeof TransferScheduleSchema>;
export type TransferScheduleInput = z.input<typeof TransferScheduleSchema>;

/** A card number is never stored, so a Visa payment cannot wait. */
const NOT_SCHEDULABLE: ReadonlySet<TransferType> = new Set(['visa_payment']);
export const canSchedule = (type: TransferType) => !NOT_SCHEDULABLE.has(type);
/** What a favorite may repeat, an instruction may repeat: not a card payment, not a bill (each is paid once). */
export const canRepeat = (type: TransferType) => canSaveAsFavorite(type);

/** POST /api/standing-instructions/otp: a code for setting up exactly this request on exactly this schedule. */
export const ScheduledTransferSchema = z.object({
  request: TransferRequestSchema,
  schedule: TransferScheduleSchema,
});
export type ScheduledTransferInput = z.input<typeof ScheduledTransferSchema>;
export type ScheduledTransfer = z.output<typeof ScheduledTransferSchema>;

/** POST /api/standing-instructions: set it up with the code. */
export const CreateStandingInstructionRequestSchema = ScheduledTransferSchema.extend({
  challengeId: z.uuid(),
  code: OtpCodeSchema,
});
export type CreateStandingInstructionRequest = z.input<typeof CreateStandingInstructionRequestSchema>;

export const StandingInstructionStatusSchema = z.enum(['ACTIVE', 'PAUSED', 'CANCELLED', 'COMPLETED']);
export type StandingInstructionStatus = z.infer<typeof StandingInstructionStatusSchema>;

export const StandingInstructionSchema = z.object({
  id: z.uuid(),
  type: TransferTypeSchema,
  amount: MoneySchema,
  remarks: z.string(),
  source: z.object({ id: z.uuid(), number: z.string() }),
  payee: z.object({ name: z.string(), number: z.string(), institution: z.string().nullable() }),
  schedule: TransferScheduleSchema,
  status: StandingInstructionStatusSchema,
  /** Null once it has no more runs (cancelled, completed). */
  nextRunAt: z.iso.datetime().nullable(),
  runsMade: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type StandingInstruction = z.infer<typeof StandingInstructionSchema>;

/** GET /api/standing-instructions: newest first. */
export const StandingInstructionListSchema = z.object({ instructions: z.array(StandingInstructionSchema) });
export type StandingInstructionList = z.infer<typeof StandingInstructionListSchema>;

export const StandingInstructionIdParamsSchema = z.object({ id: z.uuid() });

/** A run waiting to start, a run that failed without a transaction, or one the transfer it made says. */
export const StandingRunStatusSchema = z.union([TransactionStatusSchema, z.enum(['PENDING', 'SKIPPED'])]);
export type StandingRunStatus = z.infer<typeof StandingRunStatusSchema>;

export const StandingRunSchema = z.object({
  id: z.string(),
  dueAt: z.iso.datetime(),
  /** 1, or 2 for the retry an hour after a failure. */
  attempt: z.number().int(),
  runAt: z.iso.datetime(),
  status: StandingRunStatusSchema,
  /** The error code of a failed run (e.g. INSUFFICIENT_FUNDS), for the customer's language. */
  failureCode: z.string().nullable(),
  receipt: TransactionReceiptSchema.nullable(),
});
export type StandingRun = z.infer<typeof StandingRunSchema>;

/** GET /api/standing-instructions/:id/runs: newest first. */
export const StandingRunListSchema = z.object({ runs: z.array(StandingRunSchema) });
export type StandingRunList = z.infer<typeof StandingRunListSchema>;

/** POST /api/standing-instructions/:id/amount/otp: a code for this new amount of this instruction. */
export const EditStandingAmountSchema = z.object({ amount: AmountSchema });
export type EditStandingAmountInput = z.input<typeof EditStandingAmountSchema>;

/** PUT /api/standing-instructions/:id/amount */
export const EditStandingAmountRequestSchema = EditStandingAmountSchema.extend({
  challengeId: z.uuid(),
  code: OtpCodeSchema,
});
export type EditStandingAmountRequest = z.input<typeof EditStandingAmountRequestSchema>;
