import { describe, expect, it } from 'vitest';
import type { ActivityEvent } from '@taka/contracts';
import { formattersFor } from '@/shared/i18n/use-format';
import { createTestI18nIn } from '@/shared/testing/render-with-providers';
import { describeActivity } from './describe-activity';

/** The describe function over the app's real translation file in `language`, as a screen calls it. */
function describerIn(language: 'en' | 'tr' | 'bn') {
  const instance = createTestI18nIn(language);
  const t = (key: string, values?: Record<string, string | number>) => instance.t(key, values);
  return (event: Pick<ActivityEvent, 'kind' | 'details'>) =>
    describeActivity({ ...base, ...event }, t, formattersFor(language));
}

const base: ActivityEvent = {
  id: '6a1b0c9d-8e01-4c1a-9e2f-5f0c2a8e3b7d',
  kind: 'sign-in',
  occurredAt: '2026-11-25T04:10:00.000Z',
  ip: '203.0.113.4',
  device: null,
  browser: 'Firefox 133',
  os: 'Windows 10',
  details: {},
};

const inEnglish = describerIn('en');

describe('describeActivity', () => {
  it('says nothing more where the kind says it all', () => {
    expect(inEnglish({ kind: 'sign-in', details: {} })).toBe('');
    expect(inEnglish({ kind: 'sign-in', details: { method: 'passkey' } })).toBe('With a passkey');
    expect(inEnglish({ kind: 'passkey-added', details: { name: 'Phone' } })).toBe('Phone');
    expect(inEnglish({ kind: 'password-changed', details: { emailChanged: false } })).toBe('');
  });

  it('says why a sign-in failed and how long it is locked', () => {
    expect(inEnglish({ kind: 'sign-in-failed', details: { reason: 'wrong-password' } })).toBe(
      'Wrong password',
    );
    expect(inEnglish({ kind: 'sign-in-failed', details: { reason: 'locked' } })).toBe(
      'Refused while sign-in was locked',
    );
    expect(inEnglish({ kind: 'lockout', details: { minutes: 15 } })).toBe(
      'Sign-in locked for 15 minutes after repeated wrong passwords',
    );
    expect(describerIn('bn')({ kind: 'lockout', details: { minutes: 15 } })).toContain('১৫ মিনিট');
  });

  it('names the payee with its kind and masked number', () => {
    expect(
      inEnglish({
        kind: 'beneficiary-added',
        details: { beneficiaryType: 'within_bank', nickname: 'Karim', number: '****0037' },
      }),
    ).toBe('Karim (Account in Taka), ****0037');
    expect(
      inEnglish({
        kind: 'favorite-removed',
        details: { name: 'Rent', transferType: 'npsb', number: '****1234' },
      }),
    ).toBe('Rent (Other bank (NPSB)), ****1234');
  });

  it('writes limits as money of the reader, and says when a code raised them', () => {
    const limit = {
      kind: 'limit-changed',
      details: {
        limitType: 'within_bank',
        raised: true,
        maxPerTransaction: '2000.00',
        dailyAmount: '3000.00',
        dailyCount: 3,
        monthlyAmount: '50000.00',
      },
    } as const;
    expect(inEnglish(limit)).toBe(
      'Within bank transfer: ৳2,000.00 a transaction, ৳3,000.00 and 3 transfers a day, ৳50,000.00 a month · ' +
        'raised with a one-time code',
    );
    const bengali = describerIn('bn')(limit);
    expect(bengali).toContain('৩টি লেনদেন');
    expect(bengali).not.toMatch(/[0-9]/);
  });

  it('says what a code was for and where it went, and copes with a purpose it does not know', () => {
    expect(
      inEnglish({
        kind: 'code-sent',
        details: { purpose: 'transfer', channel: 'sms', sentTo: '017******01', transferType: 'mfs' },
      }),
    ).toBe('Code to confirm a payment, sent by SMS to 017******01 · MFS transfer');
    expect(inEnglish({ kind: 'code-sent', details: { purpose: 'card.block', sentTo: '017******01' } })).toBe(
      'Code to confirm a request, sent by SMS to 017******01',
    );
    expect(
      describerIn('tr')({
        kind: 'code-sent',
        details: { purpose: 'beneficiary.add', sentTo: '017******01' },
      }),
    ).toBe('Alıcı ekleme için kod, SMS ile 017******01 numarasına gönderildi');
  });

  it('describes a standing instruction, and an amount that is not one as it came', () => {
    const instruction = {
      kind: 'standing-instruction-set-up',
      details: { transferType: 'within_bank', amount: '1500.00', frequency: 'monthly', number: '****0037' },
    } as const;
    expect(inEnglish(instruction)).toBe('Within bank transfer of ৳1,500.00, every month, to ****0037');
    expect(inEnglish({ ...instruction, details: { ...instruction.details, amount: 'n/a' } })).toContain(
      'of n/a,',
    );
  });
  it('names the device a customer signed out from settings, how many others, and their SMS alert choices', () => {
    expect(inEnglish({ kind: 'session-signed-out', details: { device: 'Chrome 140 on Android 14' } })).toBe(
      'Chrome 140 on Android 14 signed out',
    );
    expect(inEnglish({ kind: 'other-sessions-signed-out', details: { sessions: 1 } })).toBe(
      '1 other device signed out',
    );
    expect(describerIn('bn')({ kind: 'other-sessions-signed-out', details: { sessions: 3 } })).toContain('৩');
    expect(
      inEnglish({
        kind: 'notification-preferences-changed',
        details: { moneySent: true, moneyReceived: false },
      }),
    ).toBe('SMS for money sent: on · money received: off');
    expect(inEnglish({ kind: 'profile-changed', details: { pictureRemoved: true } })).toBe(
      'Profile picture removed',
    );
  });
});
