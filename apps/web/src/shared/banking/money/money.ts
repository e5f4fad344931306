import { formatTakaDisplay, parseMoney, type Money } from '@taka/contracts';

/** "৳1,23,456.50" for an API amount ("123456.50"): parsed to bigint poisha, never through a float. */
export const takaText = (amount: Money): string => formatTakaDisplay(parseMoney(amount));

/** The magnitude of an amount, for showing a debit or an amount owed without its sign. */
export const absoluteMoney = (amount: Money): bigint => {
  const poisha = parseMoney(amount);
  return poisha < 0n ? -poisha : poisha;
};
