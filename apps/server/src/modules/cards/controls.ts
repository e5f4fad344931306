import { eq } from 'drizzle-orm';
import {
  maskCardNumber,
  parseMoney,
  type Card,
  type CardControlsRequest,
  type OtpChallenge,
} from '@taka/contracts';
import type { z } from 'zod';
import type { CardBlockReasonSchema } from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { cards, notifications, type CardRow } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { recordChange } from '../activity/record.ts';
import { CHALLENGE_REFUSALS, checkChallenge, issueCode, type CodeBinding } from '../otp/one-time-codes.ts';
import { textsIn } from '../languages/texts.ts';
import { textCode } from '../otp/text-code.ts';
import type { Actor, MoneyDeps } from '../transactions/deps.ts';
import { bankLimitsOf, findCard, toCard } from './cards.ts';

/** The action an unblocking code allows; bound to the card. */
export const CARD_UNBLOCK_PURPOSE = 'card.unblock';

type BlockReason = z.output<typeof CardBlockReasonSchema>;

type CardNotice = 'blocked' | 'unblocked' | 'controlsChanged' | 'added';

/** The customer's bell notice of a change to a card, in their language. */
const notify = (db: Database, actor: Actor, card: CardRow, notice: CardNotice, now: Date) => {
  const { t } = textsIn(actor.language);
  return db.insert(notifications).values({
    customerId: card.customerId,
    category: 'TRANSACTIONAL',
    messageTitle: t(`messages.card.${notice}Title`),
    messageText: t(`messages.card.${notice}Text`, { card: maskCardNumber(card.number) }),
    link: '/card-services/card-block',
    useRouter: true,
    createdAt: now,
  });
};

/** Blocks a card at once: from this moment the card network adapter declines it. */
export async function blockCard(
  deps: MoneyDeps,
  actor: Actor,
  id: string,
  reason: BlockReason,
): Promise<Card> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const found = await findCard(tx, actor.customerId, id, { lock: true });
    if (found.card.status === 'blocked') throw new AppError('CARD_ALREADY_BLOCKED');
    const [card] = await tx
      .update(cards)
      .set({ status: 'blocked', blockReason: reason, updatedAt: now })
      .where(eq(cards.id, id))
      .returning();
    const masked = maskCardNumber(card!.number);
    await recordChange(tx, actor, 'card-blocked', now, { card: masked, reason });
    await notify(tx, actor, card!, 'blocked', now);
    return toCard({ card: card!, accountNumber: found.accountNumber });
  });
}

const unblockBinding = (actor: Actor, cardId: string): CodeBinding => ({
  customerId: actor.customerId,
  purpose: CARD_UNBLOCK_PURPOSE,
  sessionId: actor.sessionId,
  payloadHash: cardId,
});

/** Sends the code that unblocks this blocked card. */
export async function requestUnblockCode(deps: MoneyDeps, actor: Actor, id: string): Promise<OtpChallenge> {
  const { card } = await findCard(deps.db, actor.customerId, id);
  if (card.status !== 'blocked') throw new AppError('CARD_NOT_BLOCKED');
  const issued = await issueCode(deps.db, deps.otpKey, unblockBinding(actor, id), deps.clock.now(), {
    client: actor.client,
    mobileNumber: actor.mobileNumber,
    details: { card: maskCardNumber(card.number) },
  });
  return textCode(deps.channel, actor, issued, CARD_UNBLOCK_PURPOSE, ({ t }) =>
    t('messages.codeActions.cardUnblock', { card: maskCardNumber(card.number) }),
  );
}

/** Unblocks a blocked card with the code sent for it. */
export async function unblockCard(
  deps: MoneyDeps,
  actor: Actor,
  id: string,
  confirmation: { challengeId: string; code: string },
): Promise<Card> {
  const { card: before } = await findCard(deps.db, actor.customerId, id);
  if (before.status !== 'blocked') throw new AppError('CARD_NOT_BLOCKED');
  const now = deps.clock.now();
  const check = await checkChallenge(
    deps.db,
    deps.otpKey,
    confirmation.challengeId,
    unblockBinding(actor, id),
    confirmation.code,
    now,
  );
  if (check !== 'ok') throw new AppError(CHALLENGE_REFUSALS[check]);
  return deps.db.transaction(async (tx) => {
    const found = await findCard(tx, actor.customerId, id, { lock: true });
    if (found.card.status !== 'blocked') throw new AppError('CARD_NOT_BLOCKED');
    const [card] = await tx
      .update(cards)
      .set({ status: 'active', blockReason: null, updatedAt: now })
      .where(eq(cards.id, id))
      .returning();
    const masked = maskCardNumber(card!.number);
    await recordChange(tx, actor, 'card-unblocked', now, { card: masked });
    await notify(tx, actor, card!, 'unblocked', now);
    return toCard({ card: card!, accountNumber: found.accountNumber });
  });
}

/** Sets a card's controls at once; each limit at most the bank's for the kind of card. */
export async function changeControls(
  deps: MoneyDeps,
  actor: Actor,
  id: string,
  controls: CardControlsRequest,
): Promise<Card> {
  const now = deps.clock.now();
  const spendLimit = parseMoney(controls.spendLimit);
  const atmLimit = parseMoney(controls.atmLimit);
  return deps.db.transaction(async (tx) => {
    const found = await findCard(tx, actor.customerId, id, { lock: true });
    const bank = bankLimitsOf(found.card.kind);
    const fields: Record<string, string> = {};
    if (spendLimit > bank.spend) fields.spendLimit = 'cards.limitAboveBank';
    if (atmLimit > bank.atm) fields.atmLimit = 'cards.limitAboveBank';
    if (Object.keys(fields).length > 0) throw new AppError('CARD_LIMIT_ABOVE_BANK', { fields });
    const [card] = await tx
      .update(cards)
      .set({
        onlineEnabled: controls.online,
        internationalEnabled: controls.international,
        atmEnabled: controls.atm,
        spendLimit,
        atmLimit,
        updatedAt: now,
      })
      .where(eq(cards.id, id))
      .returning();
    const masked = maskCardNumber(card!.number);
    await recordChange(tx, actor, 'card-controls-changed', now, {
      card: masked,
      online: controls.online,
      international: controls.international,
      atm: controls.atm,
      spendLimit: controls.spendLimit,
      atmLimit: controls.atmLimit,
    });
    await notify(tx, actor, card!, 'controlsChanged', now);
    return toCard({ card: card!, accountNumber: found.accountNumber });
  });
}

export { notify as notifyCardChange };
