import type { Database } from '../../db/client.ts';
import { maskNumber, recordChange, type ActivityActor } from './record.ts';

/** What happened to a standing instruction, and the activity kind it is recorded as. */
export const STANDING_INSTRUCTION_KINDS = {
  'set-up': 'standing-instruction-set-up',
  paused: 'standing-instruction-paused',
  resumed: 'standing-instruction-resumed',
  cancelled: 'standing-instruction-cancelled',
  'amount-changed': 'standing-instruction-amount-changed',
} as const;
export type StandingInstructionChange = keyof typeof STANDING_INSTRUCTION_KINDS;

/** What the log keeps of an instruction: nothing secret, the payee's number as it is given (masked here). */
export type StandingInstructionSummary = {
  id: string;
  /** The transfer type it repeats (`within_bank`, `npsb`, ...). */
  transferType: string;
  /** Decimal taka, as amounts cross JSON ("1500.00"). */
  amount: string;
  /** `once`, `daily`, `weekly`, `monthly` or `yearly`. */
  frequency: string;
  payeeNumber: string;
};

/**
 * Records a standing instruction set up, paused, resumed, cancelled or given a new amount by the customer; call it in the transaction
 * that makes the change. (Its runs are transactions, in the transaction history, not activity.)
 */
export const recordStandingInstructionChange = (
  tx: Database,
  actor: ActivityActor,
  change: StandingInstructionChange,
  at: Date,
  instruction: StandingInstructionSummary,
) =>
  recordChange(tx, actor, STANDING_INSTRUCTION_KINDS[change], at, {
    instructionId: instruction.id,
    transferType: instruction.transferType,
    amount: instruction.amount,
    frequency: instruction.frequency,
    number: maskNumber(instruction.payeeNumber),
  });
