import { and, eq, inArray, ne } from 'drizzle-orm';
import { maskCardNumber, type Card, type OtpChallenge } from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { accounts, cards } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { recordChange } from '../activity/record.ts';
import { CHALLENGE_REFUSALS, checkChallenge, issueCode, type CodeBinding } from '../otp/one-time-codes.ts';
import { textCode } from '../otp/text-code.ts';
import type { Actor, MoneyDeps } from '../transactions/deps.ts';
import { toCard } from './cards.ts';
import { notifyCardChange } from './controls.ts';

/** The action a tagging code allows; bound to the card number. */
export const CARD_TAG_PURPOSE = 'card.tag';

/** The customer's credit or prepaid card of this number not yet in internet banking; anything else is NOT_FOUND. */
async function untaggedCard(db: Database, customerId: string, cardNumber: string) {
  const [row] = await db
    .select({ card: cards, accountNumber: accounts.number })
    .from(cards)
    .leftJoin(accounts, eq(accounts.id, cards.accountId))
    .where(
      and(
        eq(cards.number, cardNumber),
        eq(cards.customerId, customerId),
        eq(cards.tagged, false),
        ne(cards.status, 'closed'),
        inArray(cards.kind, ['credit', 'prepaid']),
      ),
    );
  if (!row)
    throw new AppError('NOT_FOUND', {
      message: 'None of your credit or prepaid cards waiting to be tagged has this number.',
      fields: { cardNumber: 'cards.tagUnknown' },
    });
  return row;
}

const binding = (actor: Actor, cardNumber: string): CodeBinding => ({
  customerId: actor.customerId,
  purpose: CARD_TAG_PURPOSE,
  sessionId: actor.sessionId,
  payloadHash: cardNumber,
});

/** Sends the code that shows this card in internet banking. */
export async function requestTagCode(
  deps: MoneyDeps,
  actor: Actor,
  cardNumber: string,
): Promise<OtpChallenge> {
  await untaggedCard(deps.db, actor.customerId, cardNumber);
  const issued = await issueCode(deps.db, deps.otpKey, binding(actor, cardNumber), deps.clock.now(), {
    client: actor.client,
    mobileNumber: actor.mobileNumber,
    details: { card: maskCardNumber(cardNumber) },
  });
  return textCode(deps.channel, actor, issued, CARD_TAG_PURPOSE, ({ t }) =>
    t('messages.codeActions.cardTag', { card: maskCardNumber(cardNumber) }),
  );
}

/** Tags the card with its code: from now on internet banking shows it. */
export async function tagCard(
  deps: MoneyDeps,
  actor: Actor,
  request: { cardNumber: string; challengeId: string; code: string },
): Promise<Card> {
  await untaggedCard(deps.db, actor.customerId, request.cardNumber);
  const now = deps.clock.now();
  const check = await checkChallenge(
    deps.db,
    deps.otpKey,
    request.challengeId,
    binding(actor, request.cardNumber),
    request.code,
    now,
  );
  if (check !== 'ok') throw new AppError(CHALLENGE_REFUSALS[check]);
  return deps.db.transaction(async (tx) => {
    const found = await untaggedCard(tx, actor.customerId, request.cardNumber);
    const [card] = await tx
      .update(cards)
      .set({ tagged: true, updatedAt: now })
      .where(eq(cards.id, found.card.id))
      .returning();
    const masked = maskCardNumber(card!.number);
    await recordChange(tx, actor, 'card-tagged', now, { card: masked });
    await notifyCardChange(tx, actor, card!, 'added', now);
    return toCard({ card: card!, accountNumber: found.accountNumber });
  });
}
