import type { ActivityEvent } from '@taka/contracts';
import type { Formatters } from '@/shared/i18n/use-format';

/** Looks a text up in the translation files with values; unknown keys are the caller's bug, not the event's. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The translation key of each code purpose the server names (`beneficiary.add`...); others are `other`. */
const CODE_PURPOSES: Record<string, string> = {
  transfer: 'transfer',
  'beneficiary.add': 'beneficiaryAdd',
  'limits.raise': 'limitsRaise',
  'sign-up': 'signUp',
  'reset-password': 'resetPassword',
  'passkey.add': 'passkeyAdd',
  'standing-instruction': 'standingInstruction',
  'loan.instalment': 'loanInstalment',
  'fdr.open': 'fdrOpen',
  'card.unblock': 'cardUnblock',
  'card.tag': 'cardTag',
};

const FREQUENCIES = new Set(['once', 'daily', 'weekly', 'monthly', 'yearly']);

const text = (value: string | number | boolean | undefined) => (typeof value === 'string' ? value : '');

/** An amount the event holds, in the reader's money format (as it came, should it not be an amount). */
function money(value: string | number | boolean | undefined, format: Formatters): string {
  try {
    return format.taka(text(value));
  } catch {
    return text(value);
  }
}

/**
 * A short sentence of what an event's details say, in the current language ("Karim (Account in Taka), ****0037");
 * empty when the kind says it all (a sign-in). Numbers come masked from the server and stay as they are; counts and
 * amounts are written in the reader's digits.
 */
export function describeActivity(event: ActivityEvent, t: Translate, format: Formatters): string {
  const d = event.details;
  const transferType = () => t(`transactionTypes.${text(d.transferType)}`);
  switch (event.kind) {
    case 'sign-in':
    case 'unlock':
      return d.method === 'passkey' ? t('activity.describe.withPasskey') : '';
    case 'passkey-added':
    case 'passkey-removed':
      return text(d.name);
    case 'sign-in-failed':
      return t(
        d.reason === 'locked' ? 'activity.describe.refusedWhileLocked' : 'activity.describe.wrongPassword',
      );
    case 'lockout':
      return t('activity.describe.lockedFor', { minutes: Number(d.minutes) });
    case 'password-changed':
      if (d.reset === true) return t('activity.describe.passwordReset');
      return d.emailChanged === true ? t('activity.describe.emailAndPassword') : '';
    case 'profile-changed':
      return [
        d.nicknameChanged === true && t('activity.describe.nickname'),
        d.statusChanged === true && t('activity.describe.status'),
        d.pictureChanged === true && t('activity.describe.pictureChanged'),
        d.pictureRemoved === true && t('activity.describe.pictureRemoved'),
      ]
        .filter(Boolean)
        .join(' · ');
    case 'beneficiary-added':
    case 'beneficiary-edited':
    case 'beneficiary-removed':
      return t('activity.describe.payee', {
        name: text(d.nickname),
        type: t(`beneficiaries.types.${text(d.beneficiaryType)}`),
        number: text(d.number),
      });
    case 'favorite-added':
    case 'favorite-changed':
    case 'favorite-removed':
      return t('activity.describe.payee', {
        name: text(d.name),
        type: transferType(),
        number: text(d.number),
      });
    case 'limit-changed': {
      const limits = t('activity.describe.limits', {
        type: t(`transactionTypes.${text(d.limitType)}`),
        perTransaction: money(d.maxPerTransaction, format),
        daily: money(d.dailyAmount, format),
        count: Number(d.dailyCount),
        monthly: money(d.monthlyAmount, format),
      });
      return d.raised === true ? `${limits} · ${t('activity.describe.raisedWithCode')}` : limits;
    }
    case 'code-sent': {
      const purpose = t(`activity.codePurposes.${CODE_PURPOSES[text(d.purpose)] ?? 'other'}`);
      const sent = t('activity.describe.code', { purpose, to: text(d.sentTo) });
      return d.transferType ? `${sent} · ${transferType()}` : sent;
    }
    case 'standing-instruction-set-up':
    case 'standing-instruction-paused':
    case 'standing-instruction-resumed':
    case 'standing-instruction-cancelled':
    case 'standing-instruction-amount-changed': {
      const frequency = text(d.frequency);
      return t('activity.describe.standingInstruction', {
        type: transferType(),
        amount: money(d.amount, format),
        frequency: FREQUENCIES.has(frequency) ? t(`activity.frequencies.${frequency}`) : frequency,
        number: text(d.number),
      });
    }
    case 'session-signed-out':
      return t('activity.describe.sessionSignedOut', { device: text(d.device) });
    case 'other-sessions-signed-out':
      return t('activity.describe.otherSessionsSignedOut', { count: Number(d.sessions) });
    case 'transaction-blocked':
    case 'transaction-unblocked':
      return t('activity.describe.blockedAccount', { account: text(d.account) });
    case 'notification-preferences-changed':
      return t('activity.describe.smsAlerts', {
        sent: t(d.moneySent === true ? 'activity.describe.on' : 'activity.describe.off'),
        received: t(d.moneyReceived === true ? 'activity.describe.on' : 'activity.describe.off'),
      });
    case 'loan-instalment-paid':
      return t('activity.describe.loanInstalment', {
        number: Number(d.instalment),
        loan: text(d.loan),
        amount: money(d.amount, format),
        from: text(d.from),
      });
    case 'fdr-opened':
      return t('activity.describe.fdrOpened', {
        fdr: text(d.fdr),
        amount: money(d.amount, format),
        months: Number(d.tenorMonths),
        from: text(d.from),
      });
    case 'card-blocked':
    case 'card-unblocked':
    case 'card-controls-changed':
    case 'card-tagged':
      return t('activity.describe.card', { card: text(d.card) });
    default:
      return '';
  }
}
