import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  MOBILE_OPERATORS,
  operatorOf,
  type Beneficiary,
  type BeneficiaryPreview,
  type BeneficiaryType,
  type RechargeOperator,
  type NewBeneficiary,
} from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import {
  bankBranches,
  banks,
  beneficiaries,
  billerCustomers,
  billers,
  districts,
  type BeneficiaryRow,
} from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { maskNumber, recordChange, type ActivityActor } from '../activity/record.ts';
import { SENDING_KINDS } from '../accounts/accounts.ts';
import type { AccountDirectory } from '../accounts/directory.ts';
import { lockCustomer } from '../customers/users.ts';
import { billPayee } from '../billers/billers.ts';
import { MFS_PROVIDER_NAMES } from '../transactions/plan.ts';

/** How many beneficiaries of one kind a customer may keep: more than a household pays, few enough to pick from. */
export const MAX_BENEFICIARIES_PER_TYPE = 50;

/** Refuses a new beneficiary of `type` once the customer keeps the most of that kind. */
async function ensureRoomFor(db: Database, customerId: string, type: BeneficiaryType): Promise<void> {
  const [saved] = await db
    .select({ total: count() })
    .from(beneficiaries)
    .where(and(eq(beneficiaries.customerId, customerId), eq(beneficiaries.type, type)));
  if (saved!.total >= MAX_BENEFICIARIES_PER_TYPE) throw new AppError('BENEFICIARY_LIMIT_REACHED');
}

/** What resolving a beneficiary needs: the database and the account directory (MoneyDeps has both). */
export type BeneficiaryDeps = { db: Database; directory: AccountDirectory };

/** A beneficiary as it would be saved: its kind's fields (details), what makes it unique, the nickname. */
export type ResolvedBeneficiary = {
  type: BeneficiaryType;
  nickname: string;
  identity: string;
  details: Record<string, string | null>;
};

type Payee = BeneficiaryPreview['payee'];

/** Whom a beneficiary pays, the same for every kind (like a transfer quote's payee). */
function payeeOf(type: string, d: Record<string, string | null>): Payee {
  switch (type) {
    case 'within_bank':
      return { name: d.accountName!, number: d.accountNumber!, institution: null };
    case 'other_bank':
      return {
        name: d.accountName!,
        number: d.accountNumber!,
        institution: `${d.bankName}, ${d.branchName}`,
      };
    case 'mfs': {
      const provider = MFS_PROVIDER_NAMES[d.provider as keyof typeof MFS_PROVIDER_NAMES];
      return { name: d.accountName ?? `${provider} wallet`, number: d.walletNumber!, institution: provider };
    }
    case 'mobile':
      return {
        name: d.mobileNumber!,
        number: d.mobileNumber!,
        institution: MOBILE_OPERATORS[d.operator as RechargeOperator].name,
      };
    default:
      return billPayee({ name: d.billerName! }, d.customerNumber!);
  }
}

async function branchOf(db: Database, routingNumber: string) {
  const [branch] = await db
    .select({
      bankCode: banks.code,
      bankName: banks.name,
      districtCode: districts.code,
      districtName: districts.name,
      branchName: bankBranches.name,
    })
    .from(bankBranches)
    .innerJoin(banks, eq(banks.code, bankBranches.bankCode))
    .innerJoin(districts, eq(districts.code, bankBranches.districtCode))
    .where(eq(bankBranches.routingNumber, routingNumber));
  if (!branch)
    throw new AppError('ROUTING_NUMBER_UNKNOWN', { fields: { routingNumber: 'routingNumber.unknown' } });
  return branch;
}

/** The kind's fields as they will be saved, and its identity; refuses a payee that does not exist. */
async function detailsOf(
  deps: BeneficiaryDeps,
  customerId: string,
  input: NewBeneficiary,
): Promise<Pick<ResolvedBeneficiary, 'identity' | 'details'>> {
  switch (input.type) {
    case 'within_bank': {
      const account = await deps.directory.byNumber(input.accountNumber);
      if (!account || account.customerId === null || !SENDING_KINDS.includes(account.kind))
        throw new AppError('PAYEE_NOT_FOUND', { fields: { accountNumber: 'accountNumber.unknown' } });
      if (account.customerId === customerId) throw new AppError('BENEFICIARY_OWN_ACCOUNT');
      return {
        identity: account.number,
        details: { accountNumber: account.number, accountName: account.title },
      };
    }
    case 'other_bank': {
      const branch = await branchOf(deps.db, input.routingNumber);
      return {
        identity: `${input.routingNumber}:${input.accountNumber}`,
        details: {
          routingNumber: input.routingNumber,
          accountNumber: input.accountNumber,
          accountName: input.accountName,
          ...branch,
        },
      };
    }
    case 'mfs':
      return {
        identity: `${input.provider}:${input.walletNumber}`,
        details: {
          provider: input.provider,
          walletNumber: input.walletNumber,
          accountName: input.accountName || null,
        },
      };
    case 'mobile': {
      const operator = operatorOf(input.mobileNumber);
      if (!operator)
        throw new AppError('VALIDATION_FAILED', { fields: { mobileNumber: 'mobileNumber.invalid' } });
      return {
        identity: input.mobileNumber,
        details: { mobileNumber: input.mobileNumber, operator, connection: input.connection },
      };
    }
    case 'biller': {
      const [biller] = await deps.db
        .select({ name: billers.name, sector: billers.sector, customerName: billerCustomers.name })
        .from(billers)
        .leftJoin(
          billerCustomers,
          and(
            eq(billerCustomers.billerCode, billers.code),
            eq(billerCustomers.customerNumber, input.customerNumber),
          ),
        )
        .where(eq(billers.code, input.billerCode));
      if (!biller) throw new AppError('BILLER_NOT_FOUND', { fields: { billerCode: 'biller.unknown' } });
      if (!biller.customerName)
        throw new AppError('BILL_CUSTOMER_UNKNOWN', {
          fields: { customerNumber: 'billCustomerNumber.unknown' },
        });
      return {
        identity: `${input.billerCode}:${input.customerNumber}`,
        details: {
          billerCode: input.billerCode,
          customerNumber: input.customerNumber,
          billerName: biller.name,
          sector: biller.sector,
          accountName: biller.customerName,
        },
      };
    }
  }
}

/**
 * Resolves a beneficiary the customer wants to add: the holder's name within the bank, the branch of a routing
 * number, the operator of a mobile number. Refused when the payee does not exist or is already saved.
 */
export async function resolveBeneficiary(
  deps: BeneficiaryDeps,
  customerId: string,
  input: NewBeneficiary,
): Promise<ResolvedBeneficiary> {
  const { identity, details } = await detailsOf(deps, customerId, input);
  const [existing] = await deps.db
    .select({ id: beneficiaries.id })
    .from(beneficiaries)
    .where(
      and(
        eq(beneficiaries.customerId, customerId),
        eq(beneficiaries.type, input.type),
        eq(beneficiaries.identity, identity),
      ),
    );
  if (existing) throw new AppError('BENEFICIARY_EXISTS');
  await ensureRoomFor(deps.db, customerId, input.type);
  return {
    type: input.type,
    nickname: input.nickname || payeeOf(input.type, details).name,
    identity,
    details,
  };
}

/** What the customer sees before confirming with a code. */
export const previewOf = (resolved: ResolvedBeneficiary): BeneficiaryPreview =>
  ({
    type: resolved.type,
    ...resolved.details,
    nickname: resolved.nickname,
    payee: payeeOf(resolved.type, resolved.details),
  }) as BeneficiaryPreview;

export const toBeneficiary = (row: BeneficiaryRow): Beneficiary =>
  ({
    type: row.type,
    ...row.details,
    id: row.id,
    nickname: row.nickname,
    payee: payeeOf(row.type, row.details),
    createdAt: row.createdAt.toISOString(),
  }) as Beneficiary;

/** What the activity log keeps of a beneficiary: its kind, nickname and masked number. */
const activityDetailsOf = (row: BeneficiaryRow) => ({
  beneficiaryType: row.type,
  nickname: row.nickname,
  number: maskNumber(payeeOf(row.type, row.details).number),
});

/** Saves a resolved beneficiary; the same payee saved meanwhile (another tab) is refused. */
export async function saveBeneficiary(
  db: Database,
  actor: ActivityActor,
  resolved: ResolvedBeneficiary,
  now: Date,
): Promise<Beneficiary> {
  const { customerId } = actor;
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    await ensureRoomFor(tx, customerId, resolved.type);
    const [row] = await tx
      .insert(beneficiaries)
      .values({ customerId, ...resolved, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('BENEFICIARY_EXISTS');
    await recordChange(tx, actor, 'beneficiary-added', now, activityDetailsOf(row));
    return toBeneficiary(row);
  });
}

/** The customer's beneficiaries (of one kind when given), by nickname. */
export async function listBeneficiaries(
  db: Database,
  customerId: string,
  type?: BeneficiaryType,
): Promise<Beneficiary[]> {
  const rows = await db
    .select()
    .from(beneficiaries)
    .where(and(eq(beneficiaries.customerId, customerId), type ? eq(beneficiaries.type, type) : undefined))
    .orderBy(asc(sql`lower(${beneficiaries.nickname})`), asc(beneficiaries.createdAt));
  return rows.map(toBeneficiary);
}

const mine = (customerId: string, id: string) =>
  and(eq(beneficiaries.id, id), eq(beneficiaries.customerId, customerId));

/** One of the customer's beneficiaries; a foreign or unknown id is NOT_FOUND. */
export async function findBeneficiary(db: Database, customerId: string, id: string): Promise<Beneficiary> {
  const [row] = await db.select().from(beneficiaries).where(mine(customerId, id));
  if (!row) throw new AppError('NOT_FOUND');
  return toBeneficiary(row);
}

export async function renameBeneficiary(
  db: Database,
  actor: ActivityActor,
  id: string,
  nickname: string,
  now: Date,
): Promise<Beneficiary> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(beneficiaries)
      .set({ nickname, updatedAt: now })
      .where(mine(actor.customerId, id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    await recordChange(tx, actor, 'beneficiary-edited', now, activityDetailsOf(row));
    return toBeneficiary(row);
  });
}

export async function deleteBeneficiary(
  db: Database,
  actor: ActivityActor,
  id: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(beneficiaries).where(mine(actor.customerId, id)).returning();
    if (!row) throw new AppError('NOT_FOUND');
    await recordChange(tx, actor, 'beneficiary-removed', now, activityDetailsOf(row));
  });
}
