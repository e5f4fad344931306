import { formatNumber, numberMarks, toLatinDigits, type FormatLanguage } from './format.ts';
import { formatMoney, parseMoney, tryParseMoney } from './money.ts';

/**
 * What an amount field reads and shows (decision 023), beside format.ts, whose Intl formats give it the language's
 * marks, and a module of its own: the pages without an amount field (the sign-in page, the dashboard) load none of it.
 */

/** An amount as an amount field shows it: the number of formatTaka without the taka sign ("1,500.00", "1.500,00"). */
export const formatAmountInput = (amount: bigint | string, language: FormatLanguage): string =>
  formatNumber(formatMoney(typeof amount === 'bigint' ? amount : parseMoney(amount)), language, 2);

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The taka sign, "Tk", "Tk." or "BDT" before or after an amount, with spaces around it. */
const TAKA_MARK = /^\s*(?:৳|tk\.?|bdt)?\s*(.*?)\s*(?:৳|tk\.?|bdt)?\s*$/i;

/**
 * The canonical decimal of an amount typed as `language` writes amounts ("৳1.500,50" in Turkish, "১,৫০০.৫০" in
 * Bengali, "Tk 1,500" in English -> "1500.50", "1500.50", "1500.00"), or null when it is not such an amount. Lenient
 * with grouping, strict with decimals: the language's grouping mark may stand where thousands or lakh and crore
 * grouping put it ("1,500", "12,34,567", "1234567"), never elsewhere ("1,50" is refused, not read as 150); its decimal
 * mark, once, with one or two digits after it. Bengali digits are read in every language; no sign is taken.
 */
export function parseAmountInput(text: string, language: FormatLanguage): string | null {
  const number = TAKA_MARK.exec(toLatinDigits(text))![1]!;
  const { group, decimal } = numberMarks(language);
  const [g, d] = [escaped(group), escaped(decimal)];
  const pattern = new RegExp(
    `^(\\d+|\\d{1,3}(?:${g}\\d{3})+|\\d{1,2}(?:${g}\\d{2})*${g}\\d{3})(?:${d}(\\d{1,2}))?$`,
  );
  const match = pattern.exec(number);
  if (!match) return null;
  const taka = match[1]!.replaceAll(group, '').replace(/^0+(?=\d)/, '');
  const poisha = tryParseMoney(match[2] === undefined ? taka : `${taka}.${match[2]}`);
  return poisha === null ? null : formatMoney(poisha);
}
