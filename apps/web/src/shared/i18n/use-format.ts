import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  formatDateTime,
  formatFileSize,
  formatLanguageOf,
  formatMonth,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  formatTaka,
  formatTime,
  formatYear,
  type FormatLanguage,
} from '@taka/contracts';

type Rest<F> = F extends (value: infer V, language: FormatLanguage, ...rest: infer R) => string
  ? (value: V, ...rest: R) => string
  : never;

/** The formatting rules of @taka/contracts/format bound to one language. */
export type Formatters = {
  language: FormatLanguage;
  taka: Rest<typeof formatTaka>;
  number: Rest<typeof formatNumber>;
  percent: Rest<typeof formatPercent>;
  date: Rest<typeof formatDate>;
  month: Rest<typeof formatMonth>;
  year: Rest<typeof formatYear>;
  time: Rest<typeof formatTime>;
  dateTime: Rest<typeof formatDateTime>;
  relativeTime: Rest<typeof formatRelativeTime>;
  fileSize: Rest<typeof formatFileSize>;
};

/** The formatters of one language (what useFormat gives a component). */
export function formattersFor(language: FormatLanguage): Formatters {
  return {
    language,
    taka: (amount, options) => formatTaka(amount, language, options),
    number: (value) => formatNumber(value, language),
    percent: (value, digits) => formatPercent(value, language, digits),
    date: (value, length) => formatDate(value, language, length),
    month: (yearMonth) => formatMonth(yearMonth, language),
    year: (instant) => formatYear(instant, language),
    time: (instant, options) => formatTime(instant, language, options),
    dateTime: (instant, options) => formatDateTime(instant, language, options),
    relativeTime: (instant, now) => formatRelativeTime(instant, language, now),
    fileSize: (bytes) => formatFileSize(bytes, language),
  };
}

/** Money, numbers, dates and times in the customer's current language (docs/decisions/023). */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  const language = formatLanguageOf(i18n.resolvedLanguage ?? i18n.language);
  return useMemo(() => formattersFor(language), [language]);
}
