import type { ServiceRequestPayload, ServiceRequestReason, ServiceRequestType } from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import type { AccountRow, ServiceRequestRow } from '../../db/schema/index.ts';
import type { ErrorCode } from '../../errors.ts';
import * as card from './types/cards.ts';
import { chequebook, stopCheque } from './types/cheques.ts';
import { dispute } from './types/disputes.ts';
import { loanRequest } from './types/loans.ts';
import { depositStatement, hardCopyStatement, loanStatement } from './types/statements.ts';
import {
  baydRegistration,
  certificate,
  demandDraft,
  govtBond,
  payOrder,
  positivePay,
} from './types/other-services.ts';

/** What a request is about and what it costs (the charge before VAT; 0n: free), as its type resolves it. */
export type Resolution = { account: AccountRow | null; charge: bigint };

/**
 * One type of service request (decision 032). The workflow (requests.ts, back-office.ts) knows nothing of any type:
 * it asks the type's entry here. A service adds its payload contract to packages/contracts (SERVICE_REQUEST_PAYLOADS)
 * and its entry (a file in types/) to REGISTRY.
 */
export type RequestTypeDefinition<T extends ServiceRequestType> = {
  /**
   * Checks the payload against what the customer holds (a foreign or unknown id is NOT_FOUND naming the field; a
   * request the bank cannot take is a 4xx of its own) and says which account it is about and what it costs. The fee
   * is charged to that account.
   */
  resolve(db: Database, customerId: string, payload: ServiceRequestPayload<T>): Promise<Resolution>;
  /** How long the simulated back office takes to pick a submitted request up, and then to finish it. */
  /**
   * A unique index that refuses a second request for the same thing (`resolve` checks first; the index holds when
   * two arrive at once), and the error its refusal answers.
   */
  conflict?: { index: string; error: ErrorCode };
  /** The translation key of what the notification of its completion says, if not that the request is complete. */
  completedTextKey?: string;
  acceptAfterMs: number;
  completeAfterMs: number;
  /** What accepting it does besides debiting the fee, in the same transaction; a reason rejects it instead. */
  accept?(
    db: Database,
    request: ServiceRequestRow,
    payload: ServiceRequestPayload<T>,
    now: Date,
  ): Promise<ServiceRequestReason | null>;
  /** What completing it does, in the same transaction as the status change. */
  complete?(
    db: Database,
    request: ServiceRequestRow,
    payload: ServiceRequestPayload<T>,
    now: Date,
  ): Promise<void>;
};

/** Every request type the bank takes, by name (each type's entry lives in types/). */
export const REGISTRY: { [T in ServiceRequestType]: RequestTypeDefinition<T> } = {
  chequebook,
  stop_cheque: stopCheque,
  hard_copy_statement: hardCopyStatement,
  loan_statement: loanStatement,
  deposit_statement: depositStatement,
  loan_request: loanRequest,
  pay_order: payOrder,
  demand_draft: demandDraft,
  positive_pay: positivePay,
  bayd_registration: baydRegistration,
  govt_bond: govtBond,
  certificate,
  card_emi_conversion: card.cardEmiConversion,
  supplementary_card: card.supplementaryCard,
  card_upgrade: card.cardUpgrade,
  card_cheque: card.cardCheque,
  card_hard_copy_statement: card.cardHardCopyStatement,
  card_email_statement: card.cardEmailStatement,
  card_reissue: card.cardReissue,
  card_limit_transfer: card.cardLimitTransfer,
  card_usd_endorsement: card.cardUsdEndorsement,
  card_limit_rearrangement: card.cardLimitRearrangement,
  card_loan: card.cardLoan,
  virtual_card: card.virtualCard,
  dispute,
};
/** The entry of a stored request's type (typed loosely: the workflow hands each entry its own payload). */
export const definitionOf = (type: string) =>
  REGISTRY[type as ServiceRequestType] as unknown as RequestTypeDefinition<ServiceRequestType> & {
    resolve(db: Database, customerId: string, payload: unknown): Promise<Resolution>;
    accept?(
      db: Database,
      request: ServiceRequestRow,
      payload: unknown,
      now: Date,
    ): Promise<ServiceRequestReason | null>;
    complete?(db: Database, request: ServiceRequestRow, payload: unknown, now: Date): Promise<void>;
  };
