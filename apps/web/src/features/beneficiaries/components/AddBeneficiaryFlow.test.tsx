import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { BeneficiaryPreview } from '@taka/contracts';
import { json, renderBanking } from '@/shared/banking/test-utils';
import { AddBeneficiaryFlow } from './AddBeneficiaryFlow';

const preview: BeneficiaryPreview = {
  type: 'within_bank',
  accountNumber: '1021000000037',
  accountName: 'Karim Hossain',
  nickname: 'Karim',
  payee: { name: 'Karim Hossain', number: '1021000000037', institution: null },
};
const challenge = {
  challengeId: '3f2a9c1e-8b7d-4e6f-9a1b-2c3d4e5f6a7b',
  expiresAt: '2026-11-22T02:05:00.000Z',
  sentTo: '017******01',
};
const payeeGone = (path: string) => () =>
  json(
    {
      statusCode: 404,
      code: 'PAYEE_NOT_FOUND',
      message: 'No account with this number can receive money.',
      fields: { [path]: 'accountNumber.unknown' },
    },
    404,
  );

/** The beneficiary API: preview succeeds; the code request and the save answer as given. */
function stubApi(answers: { code: () => Response; save?: () => Response }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      if (path === '/api/beneficiaries/preview') return json(preview);
      if (path === '/api/beneficiaries/otp') return answers.code();
      if (path === '/api/beneficiaries' && answers.save) return answers.save();
      return json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' }, 404);
    }),
  );
}

async function reachReview() {
  renderBanking(<AddBeneficiaryFlow onClose={() => undefined} only="within_bank" />);
  fireEvent.change(screen.getByRole('textbox', { name: /Payee's account number/ }), {
    target: { value: '1021000000037' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Check the beneficiary before you save it' });
}

const expectBackOnTheFormWithTheFieldMarked = async () => {
  await screen.findByRole('heading', { name: 'Beneficiary details', hidden: true });
  const field = screen.getByRole<HTMLInputElement>('textbox', { name: /Payee's account number/ });
  await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
  expect(field.getAttribute('aria-describedby')).toContain(
    screen.getByText('No account with this number can receive money.').id,
  );
  expect(document.activeElement).toBe(field);
  expect(field.value).toBe('1021000000037');
  expect(screen.queryByRole('alert')).toBeNull();
};

afterEach(() => vi.unstubAllGlobals());

describe('adding a beneficiary', () => {
  it('takes the customer back to the form when the code request is refused for a field', async () => {
    stubApi({ code: payeeGone('accountNumber') });
    await reachReview();
    fireEvent.click(screen.getByRole('button', { name: 'Send me the code' }));
    await expectBackOnTheFormWithTheFieldMarked();
  });

  it('takes the customer back to the form when the confirmation is refused for a field of the beneficiary', async () => {
    stubApi({ code: () => json(challenge), save: payeeGone('beneficiary.accountNumber') });
    await reachReview();
    fireEvent.click(screen.getByRole('button', { name: 'Send me the code' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /One-time code/ }), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add beneficiary' }));
    await expectBackOnTheFormWithTheFieldMarked();
  });

  it('keeps a refusal that names no field on the step where it happened', async () => {
    stubApi({
      code: () => json({ statusCode: 429, code: 'RATE_LIMITED', message: 'Too many requests.' }, 429),
    });
    await reachReview();
    fireEvent.click(screen.getByRole('button', { name: 'Send me the code' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many attempts');
    expect(screen.getByRole('heading', { name: 'Check the beneficiary before you save it' })).toBeTruthy();
  });
});
