import { describe, expect, it } from 'vitest';
import { luhnValid, maskCardNumber, VisaCardNumberSchema } from '../src/cards.ts';
import { operatorOf, rechargeAmountIssue } from '../src/recharge.ts';
import { TransferRequestSchema } from '../src/transactions.ts';

describe('mobile operators', () => {
  it.each([
    ['01711000001', 'grameenphone'],
    ['01311000001', 'grameenphone'],
    ['01811000001', 'robi'],
    ['01611000001', 'airtel'],
    ['01911000001', 'banglalink'],
    ['01411000001', 'banglalink'],
    ['01511000001', 'teletalk'],
  ])('%s is %s', (number, operator) => {
    expect(operatorOf(number)).toBe(operator);
  });

  it('knows no operator for other prefixes', () => {
    expect(operatorOf('01211000001')).toBeNull();
    expect(operatorOf('02711000001')).toBeNull();
  });

  it('allows whole taka within the operator range of the connection', () => {
    expect(rechargeAmountIssue('01711000001', 'prepaid', '10.00')).toBeNull();
    expect(rechargeAmountIssue('01711000001', 'prepaid', '1000.00')).toBeNull();
    expect(rechargeAmountIssue('01711000001', 'prepaid', '9.00')).toBe('recharge.outOfRange');
    expect(rechargeAmountIssue('01711000001', 'prepaid', '1001.00')).toBe('recharge.outOfRange');
    expect(rechargeAmountIssue('01711000001', 'prepaid', '50.50')).toBe('recharge.wholeTaka');
    expect(rechargeAmountIssue('01711000001', 'postpaid', '5000.00')).toBeNull();
    expect(rechargeAmountIssue('01511000001', 'postpaid', '2501.00')).toBe('recharge.outOfRange');
    expect(rechargeAmountIssue('01711000001', 'prepaid', 'ten')).toBeNull(); // the amount's own rule reports it
  });

  it('refuses a recharge request outside the range on its amount field', () => {
    const result = TransferRequestSchema.safeParse({
      type: 'recharge',
      sourceAccountId: '7a1c0000-0000-4000-8000-000000000011',
      mobileNumber: '01811223344',
      connectionType: 'prepaid',
      amount: '5',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['amount', 'recharge.outOfRange'],
    ]);
  });
});

describe('Visa card numbers', () => {
  it('checks the Luhn digit', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4111111111170000')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('41111111111111a1')).toBe(false);
  });

  it('accepts 16 Luhn-valid digits starting with 4, spaces and hyphens dropped', () => {
    expect(VisaCardNumberSchema.parse('4111 1111 1111 1111')).toBe('4111111111111111');
    expect(VisaCardNumberSchema.parse('4242-4242-4242-4242')).toBe('4242424242424242');
    const messages = (text: string) =>
      VisaCardNumberSchema.safeParse(text).error?.issues.map((i) => i.message);
    expect(messages('4111 1111 1111 1112')).toEqual(['cardNumber.checksum']);
    expect(messages('4111 1111 1111 111')).toEqual(['cardNumber.length']);
    expect(messages('5555 5555 5555 4444')).toEqual(['cardNumber.notVisa']);
  });

  it('masks all but the first six and last four digits', () => {
    expect(maskCardNumber('4111111111111111')).toBe('411111******1111');
  });
});
