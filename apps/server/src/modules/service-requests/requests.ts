import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  addDays,
  bankDateOf,
  formatMoney,
  type ServiceRequest,
  type ServiceRequestDetail,
  type ServiceRequestFilters,
  type ServiceRequestList,
  type ServiceRequestQuote,
  type ServiceRequestSubmission,
} from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { accounts, journals, serviceRequestEvents, serviceRequests } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { availableBalance } from '../accounts/accounts.ts';
import { vatOn } from '../fees/schedule.ts';
import { firstRow } from '../ledger/ledger.ts';
import { dhakaDayStart } from '../limits/periods.ts';
import { recordStep } from './notices.ts';
import { definitionOf, type Resolution } from './registry.ts';

const feeAccounts = alias(accounts, 'fee_accounts');

/** A request's row with the numbers of its accounts and its fee's transaction, as the customer's views need it. */
const selectRequests = (db: Database) =>
  db
    .select({
      request: serviceRequests,
      accountNumber: accounts.number,
      feeAccountNumber: feeAccounts.number,
      feeTransactionId: journals.transactionId,
    })
    .from(serviceRequests)
    .leftJoin(accounts, eq(accounts.id, serviceRequests.accountId))
    .leftJoin(feeAccounts, eq(feeAccounts.id, serviceRequests.feeAccountId))
    .leftJoin(journals, eq(journals.id, serviceRequests.feeJournalId));

type Selected = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];

function toServiceRequest({
  request,
  accountNumber,
  feeAccountNumber,
  feeTransactionId,
}: Selected): ServiceRequest {
  const total = request.feeCharge + request.feeVat;
  return {
    id: request.id,
    reference: request.reference,
    type: request.type as ServiceRequest['type'],
    status: request.status,
    accountNumber,
    fee:
      total > 0n && feeAccountNumber
        ? {
            charge: formatMoney(request.feeCharge),
            vat: formatMoney(request.feeVat),
            total: formatMoney(total),
            accountNumber: feeAccountNumber,
            transactionId: feeTransactionId,
          }
        : null,
    reason: request.reason,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
  };
}

/** The fee of a resolved request: its charge and VAT, charged to the account it is about. */
function feeOf({ account, charge }: Resolution) {
  if (charge === 0n || !account) return null;
  return { account, charge, vat: vatOn(charge) };
}

/** Whether a database error (or its cause, as the driver wraps it) is a unique violation of `index`. */
function violates(error: unknown, index: string): boolean {
  for (
    let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  )
    if (e.code === '23505' && e.constraint === index) return true;
  return false;
}

/** What a request would cost, checked as a submission would be (ownership, eligibility), before it is sent. */
export async function quoteServiceRequest(
  db: Database,
  customerId: string,
  submission: ServiceRequestSubmission,
): Promise<ServiceRequestQuote> {
  const fee = feeOf(await definitionOf(submission.type).resolve(db, customerId, submission.payload));
  return {
    fee: fee && {
      charge: formatMoney(fee.charge),
      vat: formatMoney(fee.vat),
      total: formatMoney(fee.charge + fee.vat),
      accountNumber: fee.account.number,
    },
  };
}

/**
 * Takes a customer's request of any type: its registry entry checks the payload against what the customer holds
 * and prices it; the request is stored as submitted under a new reference ("SR-2026-000123"), with its first
 * timeline step and notification, in one transaction. The back office picks it up after the type's delay. The fee is
 * not taken now (the request can still be cancelled) but must be payable now: else INSUFFICIENT_FUNDS.
 */
export async function submitServiceRequest(
  db: Database,
  customerId: string,
  submission: ServiceRequestSubmission,
  now: Date,
): Promise<ServiceRequest> {
  const definition = definitionOf(submission.type);
  const resolution = await definition.resolve(db, customerId, submission.payload);
  const fee = feeOf(resolution);
  if (fee && availableBalance(fee.account) < fee.charge + fee.vat) throw new AppError('INSUFFICIENT_FUNDS');
  const year = bankDateOf(now).slice(0, 4);
  const id = await db
    .transaction(async (tx) => {
      const { number } = await firstRow<{ number: string }>(
        tx,
        sql`select nextval('service_request_numbers')::text as number`,
      );
      const [row] = await tx
        .insert(serviceRequests)
        .values({
          number: Number(number),
          reference: `SR-${year}-${number.padStart(6, '0')}`,
          customerId,
          type: submission.type,
          payload: submission.payload as Record<string, unknown>,
          status: 'submitted',
          accountId: resolution.account?.id ?? null,
          feeAccountId: fee?.account.id ?? null,
          feeCharge: fee?.charge ?? 0n,
          feeVat: fee?.vat ?? 0n,
          dueAt: new Date(now.getTime() + definition.acceptAfterMs),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await recordStep(tx, row!, { status: 'submitted', reason: null, now });
      return row!.id;
    })
    .catch((error: unknown) => {
      const { conflict } = definition;
      if (conflict && violates(error, conflict.index)) throw new AppError(conflict.error);
      throw error;
    });
  return findServiceRequest(db, customerId, id);
}

/** The customer's requests matching the filters, newest first, a page after `cursor` (a request number). */
export async function listServiceRequests(
  db: Database,
  customerId: string,
  query: ServiceRequestFilters,
): Promise<ServiceRequestList> {
  const conditions: (SQL | undefined)[] = [
    eq(serviceRequests.customerId, customerId),
    query.type && eq(serviceRequests.type, query.type),
    query.status && eq(serviceRequests.status, query.status),
    query.from ? gte(serviceRequests.createdAt, dhakaDayStart(query.from)) : undefined,
    query.to ? lt(serviceRequests.createdAt, dhakaDayStart(addDays(query.to, 1))) : undefined,
    query.cursor ? lt(serviceRequests.number, Number(query.cursor)) : undefined,
  ];
  const rows = await selectRequests(db)
    .where(and(...conditions))
    .orderBy(desc(serviceRequests.number))
    .limit(query.size + 1);
  const page = rows.slice(0, query.size);
  return {
    requests: page.map(toServiceRequest),
    nextCursor: rows.length > query.size ? String(page.at(-1)!.request.number) : null,
  };
}

/** One of the customer's requests with its payload and timeline; another customer's or an unknown id is NOT_FOUND. */
export async function findServiceRequest(
  db: Database,
  customerId: string,
  id: string,
): Promise<ServiceRequestDetail> {
  const [selected] = await selectRequests(db).where(
    and(eq(serviceRequests.id, id), eq(serviceRequests.customerId, customerId)),
  );
  if (!selected) throw new AppError('NOT_FOUND');
  const events = await db
    .select()
    .from(serviceRequestEvents)
    .where(eq(serviceRequestEvents.requestId, id))
    .orderBy(asc(serviceRequestEvents.id));
  return {
    ...toServiceRequest(selected),
    payload: selected.request.payload,
    timeline: events.map((event) => ({
      status: event.status,
      reason: event.reason,
      at: event.createdAt.toISOString(),
    })),
  };
}

/** The customer cancels a request the bank has not taken up yet; after that, SERVICE_REQUEST_NOT_CANCELLABLE. */
export async function cancelServiceRequest(
  db: Database,
  customerId: string,
  id: string,
  now: Date,
): Promise<ServiceRequestDetail> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(serviceRequests)
      .where(and(eq(serviceRequests.id, id), eq(serviceRequests.customerId, customerId)))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status !== 'submitted') throw new AppError('SERVICE_REQUEST_NOT_CANCELLABLE');
    await recordStep(tx, row, { status: 'cancelled', reason: 'cancelled_by_customer', now });
  });
  return findServiceRequest(db, customerId, id);
}
