import { describe, expect, it } from 'vitest';
import type { Account } from '@taka/contracts';
import { totalAvailable } from './total-available';

const account = (kind: Account['kind'], availableBalance: string): Account => ({
  id: '7a1c0000-0000-4000-8000-000000000011',
  number: '1021000000011',
  kind,
  title: 'Rahim Uddin',
  productName: 'Taka Account',
  branch: 'Motijheel Branch',
  currency: 'BDT',
  status: 'active',
  ledgerBalance: availableBalance,
  availableBalance,
  overdraftLimit: null,
  creditLimit: null,
  dueDate: null,
  maturityDate: null,
  interestRate: null,
  canSend: true,
  canReceive: true,
});

describe('the total available', () => {
  it('adds up the savings and current accounts to the poisha, far beyond a float', () => {
    expect(
      totalAvailable([
        account('savings', '9999999999999.99'),
        account('current', '0.01'),
        account('savings', '0.10'),
      ]),
    ).toBe(1_000_000_000_000_010n);
  });

  it('leaves out card credit, loans and fixed deposits', () => {
    expect(
      totalAvailable([
        account('savings', '2500.50'),
        account('credit_card', '100000.00'),
        account('loan', '0.00'),
        account('fdr', '50000.00'),
      ]),
    ).toBe(250_050n);
  });

  it('is nothing without such an account', () => {
    expect(totalAvailable([])).toBe(0n);
    expect(totalAvailable([account('fdr', '50000.00')])).toBe(0n);
  });
});
