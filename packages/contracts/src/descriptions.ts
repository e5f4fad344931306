import { formatDate, formatDateTime, formatNumber, type FormatLanguage } from './format.ts';
import type { TransferSchedule } from './schedules.ts';
import type { PostingDirection } from './statement.ts';
import type { JournalType } from './transaction-kinds.ts';
import type { Counterpart, ListedTransaction } from './transactions.ts';

/** What a movement was, as data: each screen and file writes it in its reader's language. */
export type TransactionFacts = {
  type: JournalType;
  direction: PostingDirection;
  counterpart: Counterpart | null;
};

/** A listed transaction from the customer's side: what they sent is a debit, what they received a credit. */
export const factsOfListed = (transaction: ListedTransaction): TransactionFacts => ({
  type: transaction.type,
  direction: transaction.direction === 'sent' ? 'debit' : 'credit',
  counterpart: transaction.counterpart,
});

/** A reader's translations: i18next's `t` on the web, the document texts on the server. */
export type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * The one sentence of a movement, in the reader's language, from the keys under `transactionDescriptions` of the
 * web app's translation files: "Fund transfer to Karim Hossain (1021000000037)", "Salary from ACME Garments Ltd",
 * "Opening balance". Names and numbers are put in as they are (identifiers stay Latin).
 */
export function describeTransaction(
  { type, direction, counterpart }: TransactionFacts,
  translate: Translate,
): string {
  const label = translate(`transactionDescriptions.types.${type}`);
  if (!counterpart) return label;
  const { name, number } = counterpart;
  if (type === 'reversal' && number !== null)
    return translate('transactionDescriptions.reversal', { name, number });
  const side = direction === 'debit' ? 'to' : 'from';
  return number === null
    ? translate(`transactionDescriptions.${side}Name`, { type: label, name })
    : translate(`transactionDescriptions.${side}`, { type: label, name, number });
}

/**
 * A schedule in one sentence of the reader's language, from the keys under `schedule.describe`: "Once on 1 Dec
 * 2026, 9:00 AM", "Monthly from 31 Jan 2027, 9:00 AM, 12 times". The screens and the code's SMS say it alike.
 */
export function describeSchedule(
  schedule: TransferSchedule,
  translate: Translate,
  language: FormatLanguage,
): string {
  const start = formatDateTime(schedule.startAt, language);
  if (!schedule.repeat) return translate('schedule.describe.once', { start });
  const frequency = translate(`schedule.frequencies.${schedule.repeat.frequency}`);
  const { end } = schedule.repeat;
  // A count is at least 1: English, Turkish and Bengali all call 1 "one" and every larger count "other".
  const until =
    end.type === 'until'
      ? translate('schedule.describe.until', { date: formatDate(end.date, language) })
      : end.type === 'count'
        ? translate(`schedule.describe.count_${end.count === 1 ? 'one' : 'other'}`, {
            times: formatNumber(end.count, language),
          })
        : translate('schedule.describe.never');
  return translate('schedule.describe.repeat', { frequency, start, until });
}
