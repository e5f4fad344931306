import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ListedTransaction, TransactionFacts } from '@taka/contracts';
import en from '../../../public/i18n/en.json';
import { createTestI18nIn } from '@/shared/testing/render-with-providers';
import { factsOfListed, useDescribeTransaction } from './describe-transaction';

/** The describe function of the app's real translation file in `language`, as a screen gets it. */
function describerIn(language: 'en' | 'tr' | 'bn') {
  const instance = createTestI18nIn(language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={instance}>{children}</I18nextProvider>
  );
  return renderHook(() => useDescribeTransaction(), { wrapper }).result.current;
}

const KARIM = { name: 'Karim Ahmed', number: '1021000000037' };
const transferToKarim: TransactionFacts = { type: 'within_bank', direction: 'debit', counterpart: KARIM };
const salary: TransactionFacts = {
  type: 'salary',
  direction: 'credit',
  counterpart: { name: 'ACME Garments Ltd', number: null },
};
const opening: TransactionFacts = { type: 'opening', direction: 'credit', counterpart: null };
const reversal: TransactionFacts = {
  type: 'reversal',
  direction: 'credit',
  counterpart: { name: 'Selim Reza', number: '1051100012345' },
};
const fromKarim: TransactionFacts = { type: 'within_bank', direction: 'credit', counterpart: KARIM };

describe('a movement described in the reader language', () => {
  it('in English: what it was, then to or from whom, the number as it is', () => {
    const describeIt = describerIn('en');
    expect(describeIt(transferToKarim)).toBe('Fund transfer to Karim Ahmed (1021000000037)');
    expect(describeIt(fromKarim)).toBe('Fund transfer from Karim Ahmed (1021000000037)');
    expect(describeIt(salary)).toBe('Salary from ACME Garments Ltd');
    expect(describeIt(opening)).toBe('Opening balance');
    expect(describeIt(reversal)).toBe('Reversal of a transfer to Selim Reza (1051100012345)');
    expect(
      describeIt({ type: 'bill', direction: 'debit', counterpart: { name: 'DESCO', number: '30112345' } }),
    ).toBe('Bill payment to DESCO (30112345)');
  });

  it('in Turkish, naming the payee or the sender without endings on their names', () => {
    const describeIt = describerIn('tr');
    expect(describeIt(transferToKarim)).toBe('Para transferi, alıcı: Karim Ahmed (1021000000037)');
    expect(describeIt(fromKarim)).toBe('Para transferi, gönderen: Karim Ahmed (1021000000037)');
    expect(describeIt(salary)).toBe('Maaş, gönderen: ACME Garments Ltd');
    expect(describeIt(opening)).toBe('Açılış bakiyesi');
    expect(describeIt(reversal)).toBe('İade edilen transfer, alıcı: Selim Reza (1051100012345)');
  });

  it('in Bengali, with account numbers left in Latin digits', () => {
    const describeIt = describerIn('bn');
    expect(describeIt(transferToKarim)).toBe('ফান্ড ট্রান্সফার, প্রাপক: Karim Ahmed (1021000000037)');
    expect(describeIt(fromKarim)).toBe('ফান্ড ট্রান্সফার, প্রেরক: Karim Ahmed (1021000000037)');
    expect(describeIt(salary)).toBe('বেতন, প্রেরক: ACME Garments Ltd');
    expect(describeIt(opening)).toBe('প্রারম্ভিক ব্যালান্স');
    expect(describeIt(reversal)).toBe('ফেরত আসা ট্রান্সফার, প্রাপক: Selim Reza (1051100012345)');
  });

  it('has a sentence for every journal type in every language', () => {
    for (const language of ['en', 'tr', 'bn'] as const) {
      const describeIt = describerIn(language);
      for (const type of Object.keys(en.transactionDescriptions.types))
        expect(describeIt({ ...transferToKarim, type } as TransactionFacts)).not.toMatch(
          /transactionDescriptions|\{\{/,
        );
    }
  });
});

describe('a listed transaction', () => {
  const listed = (direction: ListedTransaction['direction']) =>
    ({ type: 'within_bank', direction, counterpart: KARIM }) as ListedTransaction;

  it('is a debit when the customer sent it and a credit when they received it', () => {
    expect(factsOfListed(listed('sent'))).toEqual(transferToKarim);
    expect(factsOfListed(listed('received'))).toEqual(fromKarim);
  });
});
