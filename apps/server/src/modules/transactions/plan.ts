import type { TransferRequest, TransferType } from '@taka/contracts';
import { parseMoney } from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { RECEIVING_KINDS, SENDING_KINDS } from '../accounts/accounts.ts';
import type { AccountDirectory, AccountFacts } from '../accounts/directory.ts';
import { chargesFor } from '../fees/schedule.ts';
import { textsIn, type Texts } from '../languages/texts.ts';
import type { JournalDraft, Leg } from '../ledger/ledger.ts';
import { settlementKey, type NetworkName } from '../networks/adapters.ts';
import { findBranch, type BranchInfo } from '../networks/directory.ts';
import { paymentDestination } from './plan-payments.ts';
import type { Actor } from './deps.ts';
import { ownTransferDetails } from './receipts.ts';

/** What a transfer plan needs to resolve accounts and branches. */
export type PlanDeps = {
  db: Database;
  directory: AccountDirectory;
  branches: Map<string, BranchInfo | null>;
};

export type Payee = {
  name: string;
  number: string;
  institution: string | null;
  /** The product of the customer's own account the money goes to (own-account transfers). */
  productName?: string;
};

/** A validated transfer request, resolved: who pays whom, what it costs, the legs of its journal. */
export type TransferPlan = {
  request: TransferRequest;
  type: TransferType;
  source: AccountFacts;
  payee: Payee;
  amount: bigint;
  charge: bigint;
  vat: bigint;
  legs: Leg[];
  /** Accounts that must belong to the customer (checked again in the posting transaction). */
  owned: string[];
  /** The external network that still has to take the money, if any. */
  network: NetworkName | null;
  /** Another customer of the bank whose account the money goes to (within-bank): told of the credit. */
  payeeCustomerId: string | null;
  details: Record<string, string> | null;
};

export const MFS_PROVIDER_NAMES = { bkash: 'bKash', nagad: 'Nagad', rocket: 'Rocket', upay: 'Upay' } as const;

async function ownAccount(deps: PlanDeps, customerId: string, id: string): Promise<AccountFacts> {
  const account = await deps.directory.byId(id);
  if (!account || account.customerId !== customerId) throw new AppError('NOT_FOUND');
  return account;
}

async function branchOf(deps: PlanDeps, routingNumber: string): Promise<BranchInfo> {
  if (!deps.branches.has(routingNumber))
    deps.branches.set(routingNumber, await findBranch(deps.db, routingNumber));
  const branch = deps.branches.get(routingNumber);
  if (!branch)
    throw new AppError('ROUTING_NUMBER_UNKNOWN', { fields: { routingNumber: 'routingNumber.unknown' } });
  return branch;
}

export type Destination = {
  account: AccountFacts;
  payee: Payee;
  network: NetworkName | null;
  details: Record<string, string> | null;
  /** Must the destination be the customer's own (own-account transfers)? */
  owned: boolean;
  /** The journal's remarks when the customer gives none (a bill payment names the bill), in their language. */
  remarks?: (texts: Texts) => string;
};

async function destinationOf(
  deps: PlanDeps,
  customerId: string,
  request: TransferRequest,
): Promise<Destination> {
  switch (request.type) {
    case 'own': {
      const account = await ownAccount(deps, customerId, request.destinationAccountId);
      if (!RECEIVING_KINDS.includes(account.kind)) throw new AppError('ACCOUNT_NOT_ELIGIBLE');
      const payee = {
        name: account.title,
        number: account.number,
        institution: null,
        productName: account.productName,
      };
      return { account, payee, network: null, details: null, owned: true };
    }
    case 'within_bank': {
      const account = await deps.directory.byNumber(request.accountNumber);
      if (!account || account.customerId === null || !SENDING_KINDS.includes(account.kind))
        throw new AppError('PAYEE_NOT_FOUND', { fields: { accountNumber: 'accountNumber.unknown' } });
      const payee = { name: account.title, number: account.number, institution: null };
      return { account, payee, network: null, details: null, owned: false };
    }
    case 'npsb':
    case 'beftn': {
      const branch = await branchOf(deps, request.routingNumber);
      const account = await deps.directory.bankAccount(settlementKey(request.type));
      const payee = {
        name: request.accountName,
        number: request.accountNumber,
        institution: `${branch.bankName}, ${branch.branchName}`,
      };
      const details = {
        network: request.type,
        routingNumber: branch.routingNumber,
        bankName: branch.bankName,
        branchName: branch.branchName,
        districtName: branch.districtName,
      };
      return { account, payee, network: request.type, details, owned: false };
    }
    case 'mfs': {
      const account = await deps.directory.bankAccount(settlementKey(request.provider));
      const institution = MFS_PROVIDER_NAMES[request.provider];
      const payee = { name: `${institution} wallet`, number: request.walletNumber, institution };
      return {
        account,
        payee,
        network: request.provider,
        details: { network: request.provider },
        owned: false,
      };
    }
    default:
      return paymentDestination(deps, request);
  }
}

/**
 * Resolves a transfer request of the signed-in customer: the source must be the customer's and able to send
 * (a foreign or unknown id is a 404), the payee must exist; charges and VAT come from the fee schedule. The money
 * goes source -> payee's account (or the network's settlement account), charge -> fee income, VAT -> VAT payable.
 */
export async function planTransfer(
  deps: PlanDeps,
  { customerId, language }: Pick<Actor, 'customerId' | 'language'>,
  request: TransferRequest,
): Promise<TransferPlan> {
  const source = await ownAccount(deps, customerId, request.sourceAccountId);
  if (!SENDING_KINDS.includes(source.kind)) throw new AppError('ACCOUNT_NOT_ELIGIBLE');
  const destination = await destinationOf(deps, customerId, request);
  if (destination.account.id === source.id) throw new AppError('SAME_ACCOUNT');

  const amount = parseMoney(request.amount);
  const { charge, vat } = chargesFor(request.type, 'internet_banking', amount);
  const legs: Leg[] = [
    { accountId: source.id, amount: -(amount + charge + vat) },
    { accountId: destination.account.id, amount },
  ];
  if (charge > 0n)
    legs.push({ accountId: (await deps.directory.bankAccount('fee_income')).id, amount: charge });
  if (vat > 0n) legs.push({ accountId: (await deps.directory.bankAccount('vat_payable')).id, amount: vat });
  return {
    request:
      request.remarks || !destination.remarks
        ? request
        : { ...request, remarks: destination.remarks(textsIn(language)) },
    type: request.type,
    source,
    payee: destination.payee,
    amount,
    charge,
    vat,
    legs,
    owned: destination.owned ? [source.id, destination.account.id] : [source.id],
    network: destination.network,
    payeeCustomerId:
      request.type === 'within_bank' && destination.account.customerId !== customerId
        ? destination.account.customerId
        : null,
    details: request.type === 'own' ? ownTransferDetails(source, destination.account) : destination.details,
  };
}

/** The journal of a planned transfer made by `customerId` at `now`. */
export function journalOf(
  plan: TransferPlan,
  customerId: string,
  fields: { transactionId: string; status: string; now: Date },
): JournalDraft {
  return {
    transactionId: fields.transactionId,
    type: plan.type,
    status: fields.status,
    channel: 'internet_banking',
    customerId,
    fromAccountId: plan.source.id,
    fromName: plan.source.title,
    fromNumber: plan.source.number,
    toName: plan.payee.name,
    toNumber: plan.payee.number,
    amount: plan.amount,
    charge: plan.charge,
    vat: plan.vat,
    remarks: plan.request.remarks,
    details: plan.details,
    createdAt: fields.now,
  };
}
