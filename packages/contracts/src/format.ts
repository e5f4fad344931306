import { parseMoney } from './money.ts';

/**
 * How Taka writes numbers, money, dates and times for people, in one place for the web app, the PDFs and the CSV
 * files (docs/decisions/023). Everything goes through `Intl`, driven by the reader's language:
 * - Bengali: Bengali digits everywhere (amounts, rates, counts, dates, times) and Bengali day periods ("১:১০ রাত্রি").
 * - English and Turkish: Latin digits; English groups by lakh and crore as Bangladesh does, Turkish as Turkey does.
 * - Every date is day first; every time is bank time (Asia/Dhaka), with the zone named where it could be doubted.
 * - Identifiers (account numbers, references) are never passed through here: they stay in Latin digits.
 * - A negative number carries a true minus sign (U+2212) right against it.
 */

export const FORMAT_LANGUAGES = ['en', 'tr', 'bn'] as const;
export type FormatLanguage = (typeof FORMAT_LANGUAGES)[number];

/** The bank's time zone: statements, limits and receipts count days in Dhaka. */
export const BANK_TIME_ZONE = 'Asia/Dhaka';

const MINUS_SIGN = '\u2212';

/** Intl locales per language: numbers (en-IN for lakh/crore grouping) and dates (en-GB for day first). */
const LOCALES: Record<FormatLanguage, { numbers: string; dates: string }> = {
  en: { numbers: 'en-IN', dates: 'en-GB' },
  tr: { numbers: 'tr-TR', dates: 'tr-TR' },
  bn: { numbers: 'bn-BD', dates: 'bn-BD' },
};

/** A language code from i18n ("bn", "bn-BD", "en-US"), or English for one this module does not know. */
export function formatLanguageOf(code: string | undefined): FormatLanguage {
  const base = code?.toLowerCase().split('-')[0];
  return FORMAT_LANGUAGES.find((language) => language === base) ?? 'en';
}

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, create: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = create();
    formatters.set(key, formatter);
  }
  return formatter;
}

const numberFormat = (language: FormatLanguage, options: Intl.NumberFormatOptions) =>
  cached(
    `n|${language}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(LOCALES[language].numbers, options),
  );

const dateFormat = (language: FormatLanguage, options: Intl.DateTimeFormatOptions) =>
  cached(
    `d|${language}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(LOCALES[language].dates, options),
  );

/** Intl formats exact decimal strings; its minus sign is a hyphen, which becomes a true minus. */
function formatExact(format: Intl.NumberFormat, value: string | number | bigint): string {
  // Intl's types accept the decimal string form (ECMA-402 Intl.NumberFormat v3), which keeps every digit exact.
  const parts = format.formatToParts(value as number);
  return parts.map((part) => (part.type === 'minusSign' ? MINUS_SIGN : part.value)).join('');
}

/** The decimal string of poisha ("-123456.50"), so no amount ever passes through a float. */
function takaDecimal(poisha: bigint): string {
  const negative = poisha < 0n;
  const abs = negative ? -poisha : poisha;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

export type TakaFormatOptions = {
  /** `always` writes a plus on credits too (statement lines); `negative` (default) only the minus. */
  sign?: 'negative' | 'always';
  /** Leaves out ".00" from a whole amount ("৳50" on a quick-amount button). */
  wholeWithoutPoisha?: boolean;
};

/** An amount of taka: "৳1,23,456.50", "−৳8,450.75", "+৳500.00"; bn "১,২৩,৪৫৬.৫০৳"; tr "৳123.456,50". */
export function formatTaka(
  amount: bigint | string,
  language: FormatLanguage,
  { sign = 'negative', wholeWithoutPoisha = false }: TakaFormatOptions = {},
): string {
  const poisha = typeof amount === 'bigint' ? amount : parseMoney(amount);
  const format = numberFormat(language, {
    style: 'currency',
    currency: 'BDT',
    currencyDisplay: 'narrowSymbol',
    signDisplay: sign === 'always' ? 'exceptZero' : 'negative',
    ...(wholeWithoutPoisha && poisha % 100n === 0n && { minimumFractionDigits: 0, maximumFractionDigits: 0 }),
  });
  return formatExact(format, takaDecimal(poisha));
}

/** The grouping and decimal marks of `language`'s numbers, as Intl writes them (what an amount field reads). */
export function numberMarks(language: FormatLanguage): { group: string; decimal: string } {
  const parts = numberFormat(language, {}).formatToParts(12345.5);
  const mark = (type: 'group' | 'decimal') => parts.find((part) => part.type === type)!.value;
  return { group: mark('group'), decimal: mark('decimal') };
}

/** A count or plain number in the reader's digits ("১২", "1,00,000"); with `fractionDigits`, exactly that many. */
export function formatNumber(
  value: number | bigint | string,
  language: FormatLanguage,
  fractionDigits?: number,
): string {
  const digits = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits ?? 20 };
  return formatExact(numberFormat(language, digits), value);
}

/** A percentage given as percent ("3.50" or 3.5): "3.50%", "%3,50", "৩.৫০%". Two decimals unless told. */
export function formatPercent(
  percent: number | string,
  language: FormatLanguage,
  fractionDigits = 2,
): string {
  const format = numberFormat(language, {
    style: 'unit',
    unit: 'percent',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
  return formatExact(format, percent);
}

/** A file's size in decimal units: "12 kB" (at least 1) below a megabyte, "1.5 MB" from there; "১২ kB" in Bengali. */
export function formatFileSize(bytes: number, language: FormatLanguage): string {
  const megabytes = bytes >= 1_000_000;
  const format = numberFormat(language, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: megabytes ? 1 : 0,
  });
  return format.format(megabytes ? bytes / 1_000_000 : Math.max(1, Math.round(bytes / 1000)));
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar day ("2026-11-05") is the same day for every reader, whatever their zone: it is formatted as a UTC
 * midnight in UTC. An instant (an ISO timestamp or a Date) is formatted in bank time.
 */
function dateAndZone(value: string | Date): { date: Date; timeZone: string } {
  if (typeof value === 'string' && CALENDAR_DAY.test(value))
    return { date: new Date(`${value}T00:00:00Z`), timeZone: 'UTC' };
  return { date: typeof value === 'string' ? new Date(value) : value, timeZone: BANK_TIME_ZONE };
}

/** "5 Nov 2026", "৫ নভে, ২০২৬", "5 Kas 2026". `long` spells the month out. */
export function formatDate(
  value: string | Date,
  language: FormatLanguage,
  length: 'short' | 'long' = 'short',
) {
  const { date, timeZone } = dateAndZone(value);
  return dateFormat(language, { day: 'numeric', month: length, year: 'numeric', timeZone }).format(date);
}

/** A month ("2026-04"): "April 2026", "এপ্রিল ২০২৬", "Nisan 2026". */
export function formatMonth(yearMonth: string, language: FormatLanguage): string {
  const date = new Date(`${yearMonth}-01T00:00:00Z`);
  return dateFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/**
 * The year of an instant in bank time, as a date writes it: never grouped like an amount ("2026", "২০২৬"; an amount
 * of as many taka is "2,026", "2.026").
 */
export function formatYear(instant: Date, language: FormatLanguage): string {
  return dateFormat(language, { year: 'numeric', timeZone: BANK_TIME_ZONE }).format(instant);
}

/** The hour (0-23) of an instant in bank time. */
export const hourInBankTime = (instant: Date): number =>
  Number(dateFormat('en', { hour: 'numeric', hourCycle: 'h23', timeZone: BANK_TIME_ZONE }).format(instant));

/** Hours and minutes in bank time: "1:10 AM" in English, "১:১০ রাত্রি" in Bengali, "01:10" (24-hour) in Turkish. */
const TIME_OPTIONS: Record<FormatLanguage, Intl.DateTimeFormatOptions> = {
  en: { hour: 'numeric', minute: '2-digit', hour12: true },
  tr: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  bn: { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' },
};

export type TimeFormatOptions = {
  /** Names the zone ("GMT+6") where a reader elsewhere could take the time for theirs. */
  withZone?: boolean;
};

/** The time of an instant in bank time: "1:10 AM", "১:১০ রাত্রি", "01:10"; with the zone, "1:10 AM GMT+6". */
export function formatTime(
  instant: string | Date,
  language: FormatLanguage,
  { withZone }: TimeFormatOptions = {},
) {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  const parts = dateFormat(language, {
    ...TIME_OPTIONS[language],
    timeZone: BANK_TIME_ZONE,
    ...(withZone && { timeZoneName: 'short' }),
  }).formatToParts(date);
  // en-GB writes "pm"; SPEC's dates read "5 Jan 2024, 3:07 PM". The parts keep ICU's narrow no-break space before
  // it, which format() turns into a plain space (V8 does so for the web's sake): do the same.
  const text = (part: Intl.DateTimeFormatPart) =>
    part.type === 'dayPeriod' && language === 'en'
      ? part.value.toUpperCase()
      : part.value.replace('\u202f', ' ');
  return parts.map(text).join('');
}

/** Date and time of an instant in bank time: "25 Nov 2026, 1:10 AM". */
export function formatDateTime(
  instant: string | Date,
  language: FormatLanguage,
  options: TimeFormatOptions = {},
) {
  return `${formatDate(instant, language)}, ${formatTime(instant, language, options)}`;
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** How long ago or ahead an instant is: "5 minutes ago", "yesterday", "২ ঘন্টা আগে", "3 gün önce". */
export function formatRelativeTime(instant: string | Date, language: FormatLanguage, now: Date = new Date()) {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const [unit, size] = RELATIVE_UNITS.find(([, unitSeconds]) => Math.abs(seconds) >= unitSeconds) ?? [
    'second',
    1,
  ];
  const format = new Intl.RelativeTimeFormat(LOCALES[language].dates, { numeric: 'auto' });
  return format.format(Math.round(seconds / size), unit);
}

const BENGALI_ZERO = 0x09e6;

/** Text a customer typed, with Bengali digits as Latin ones ("৳১,২০০.৫০" -> "৳1,200.50"), for parsing. */
export function toLatinDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - BENGALI_ZERO));
}

/** The bank's calendar day of an instant ("2026-11-25" for 20:00 UTC on the 24th). */
export function bankDateOf(instant: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return cached('bank-day', () => new Intl.DateTimeFormat('en-CA', { timeZone: BANK_TIME_ZONE })).format(
    instant,
  );
}
