import type { CARD_REQUEST_SUBMISSIONS } from '@taka/contracts';
import {
  CARD_PRODUCTS,
  CARD_REISSUE_REASONS,
  EMI_TENORS,
  SUPPLEMENTARY_RELATIONSHIPS,
  type CardKind,
} from '@taka/contracts';

/** One field of a card request's form; `name` is the payload's field. */
export type FieldSpec =
  | { kind: 'card'; name: 'cardId' | 'toCardId' }
  | { kind: 'purchase' | 'month' | 'branch' | 'amount' | 'text' | 'dateOfBirth' | 'account'; name: string }
  | { kind: 'select'; name: string; options: readonly (string | number)[]; labels: string };

type RequestType = keyof typeof CARD_REQUEST_SUBMISSIONS;

export type CardRequestSpec = {
  type: RequestType;
  /** Its title (the menu item's). */
  titleKey: string;
  /** The kinds of card it is for. */
  cards: readonly CardKind[];
  fields: FieldSpec[];
};

const CREDIT = ['credit'] as const;
const card = { kind: 'card', name: 'cardId' } as const;
const tenor = { kind: 'select', name: 'tenor', options: EMI_TENORS, labels: 'cards.tenorOption' } as const;

/** Every card request's page, by its path under /card-services (the menu's). */
export const CARD_REQUESTS = {
  'emi-conversion': {
    type: 'card_emi_conversion',
    titleKey: 'nav.services.card.emiConversion',
    cards: CREDIT,
    fields: [card, { kind: 'purchase', name: 'transactionId' }, tenor],
  },
  'supplementary-card': {
    type: 'supplementary_card',
    titleKey: 'nav.services.card.supplementaryCard',
    cards: CREDIT,
    fields: [
      card,
      { kind: 'text', name: 'fullName' },
      {
        kind: 'select',
        name: 'relationship',
        options: SUPPLEMENTARY_RELATIONSHIPS,
        labels: 'cards.relationships',
      },
      { kind: 'dateOfBirth', name: 'dateOfBirth' },
    ],
  },
  'upgrade-downgrade': {
    type: 'card_upgrade',
    titleKey: 'nav.services.card.upgradeDowngrade',
    cards: CREDIT,
    fields: [card, { kind: 'select', name: 'product', options: CARD_PRODUCTS, labels: 'cards.products' }],
  },
  'card-cheque': {
    type: 'card_cheque',
    titleKey: 'nav.services.card.cardCheque',
    cards: CREDIT,
    fields: [card, { kind: 'amount', name: 'amount' }, { kind: 'text', name: 'payeeName' }],
  },
  'hard-copy-statement': {
    type: 'card_hard_copy_statement',
    titleKey: 'nav.services.card.hardCopyStatement',
    cards: CREDIT,
    fields: [card, { kind: 'month', name: 'month' }, { kind: 'branch', name: 'branch' }],
  },
  'email-statement': {
    type: 'card_email_statement',
    titleKey: 'nav.services.card.emailStatement',
    cards: CREDIT,
    fields: [card, { kind: 'month', name: 'month' }],
  },
  reissue: {
    type: 'card_reissue',
    titleKey: 'nav.services.card.reissue',
    cards: ['debit', 'credit', 'prepaid'],
    fields: [
      card,
      { kind: 'select', name: 'reason', options: CARD_REISSUE_REASONS, labels: 'cards.reissueReasons' },
      { kind: 'branch', name: 'branch' },
    ],
  },
  'credit-card-limit-transfer': {
    type: 'card_limit_transfer',
    titleKey: 'nav.services.card.limitTransfer',
    cards: CREDIT,
    fields: [card, { kind: 'card', name: 'toCardId' }, { kind: 'amount', name: 'amount' }],
  },
  'usd-block-unblock': {
    type: 'card_usd_endorsement',
    titleKey: 'nav.services.card.usdBlockUnblock',
    cards: CREDIT,
    fields: [
      card,
      { kind: 'select', name: 'action', options: ['block', 'unblock'], labels: 'cards.usdActions' },
    ],
  },
  'limit-rearrangement': {
    type: 'card_limit_rearrangement',
    titleKey: 'nav.services.card.limitRearrangement',
    cards: CREDIT,
    fields: [card, { kind: 'amount', name: 'newLimit' }],
  },
  'loan-request': {
    type: 'card_loan',
    titleKey: 'nav.services.card.loanRequest',
    cards: CREDIT,
    fields: [card, { kind: 'amount', name: 'amount' }, tenor],
  },
  'virtual-card': {
    type: 'virtual_card',
    titleKey: 'cards.virtualCardTitle',
    cards: [],
    fields: [{ kind: 'account', name: 'accountId' }],
  },
} as const satisfies Record<string, CardRequestSpec>;

export type CardRequestPath = keyof typeof CARD_REQUESTS;
