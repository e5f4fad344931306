import { formatTakaDisplay, parseMoney, type Money } from '@taka/contracts';

/** "৳1,23,456.50" for an API amount ("123456.50"): parsed to bigint poisha, never through a float. */
export const takaText = (amount: Money): string => formatTakaDisplay(parseMoney(amount));
