import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { numbersInTexts } from './numbers-in-texts';

function translator(language: 'en' | 'bn' | 'tr') {
  const instance = i18next.createInstance();
  void instance.use(numbersInTexts).init({
    lng: language,
    resources: {
      en: { translation: { rows_one: '{{count}} transaction', rows_other: '{{count}} transactions' } },
      bn: {
        translation: {
          rows_one: '{{count}}টি লেনদেন',
          rows_other: '{{count}}টি লেনদেন',
          name: 'নাম: {{name}}',
        },
      },
      tr: { translation: { rows_one: '{{count}} işlem', rows_other: '{{count}} işlem' } },
    },
    interpolation: { escapeValue: false, alwaysFormat: true },
    initAsync: false,
  });
  return instance.t;
}

describe('numbers in translated texts', () => {
  it('are written in the digits of the language, with its grouping', () => {
    expect(translator('bn')('rows', { count: 1250 })).toBe('১,২৫০টি লেনদেন');
    expect(translator('en')('rows', { count: 125000 })).toBe('1,25,000 transactions');
    expect(translator('tr')('rows', { count: 1250 })).toBe('1.250 işlem');
  });

  it('leave text values as they are', () => {
    expect(translator('bn')('name', { name: 'Rahim 2' })).toBe('নাম: Rahim 2');
  });
});
