import { z } from 'zod';

/**
 * Money crosses JSON as a plain decimal string of taka with two decimals ("1234.50"), never a float and never
 * grouped (no lakh/crore or thousands separators: grouping is a display concern). Inside, it is `bigint` poisha.
 */
export const CURRENCY = 'BDT';

/** Up to 13 integer digits: 9,99,99,99,99,99,999.99 taka is far above any balance and well inside bigint. */
const MONEY_PATTERN = /^(-?)(0|[1-9]\d{0,12})(?:\.(\d{1,2}))?$/;

/** Poisha of a decimal string ("1234.5" -> 123450n), or null when the text is not money in the strict form. */
export function tryParseMoney(text: string): bigint | null {
  const match = MONEY_PATTERN.exec(text);
  if (!match) return null;
  const [, sign, taka, poisha = ''] = match;
  const value = BigInt(taka!) * 100n + BigInt(poisha.padEnd(2, '0'));
  if (sign && value === 0n) return null;
  return sign ? -value : value;
}

/** Poisha of a decimal string; throws on anything else (use the schemas to validate input). */
export function parseMoney(text: string): bigint {
  const value = tryParseMoney(text);
  if (value === null) throw new RangeError(`not a money amount: ${JSON.stringify(text)}`);
  return value;
}

/** The canonical decimal string of an amount in poisha (123450n -> "1234.50", -5n -> "-0.05"). */
export function formatMoney(poisha: bigint): string {
  const negative = poisha < 0n;
  const abs = negative ? -poisha : poisha;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Any money in an answer (balances may be negative): canonical, two decimals. */
export const MoneySchema = z.string().regex(/^-?(0|[1-9]\d*)\.\d{2}$/, 'money.invalid');
export type Money = z.infer<typeof MoneySchema>;

/**
 * An amount a customer asks to move: positive, at most two decimals, no sign, exponent or separators
 * ("1.234", "-1", "1e3", "1,000" and "0.00" are refused). Parses to the canonical string ("1000" -> "1000.00").
 */
export const AmountSchema = z
  .string()
  .refine(
    (text) => {
      const value = tryParseMoney(text);
      return value !== null && value > 0n;
    },
    // aborts: refinements of an object around it (limits compared with each other) never see a bad amount
    { message: 'amount.invalid', abort: true },
  )
  .transform((text) => formatMoney(parseMoney(text)));
