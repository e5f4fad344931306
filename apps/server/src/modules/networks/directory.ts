import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Bank, Branch, District } from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { bankBranches, banks, districts } from '../../db/schema/index.ts';

/** The other banks, by name. */
export async function listBanks(db: Database): Promise<Bank[]> {
  return db
    .select({ code: banks.code, name: banks.name, shortName: banks.shortName })
    .from(banks)
    .orderBy(asc(banks.name));
}

/** The districts where bank `bankCode` has branches, by name. */
export async function listBankDistricts(db: Database, bankCode: string): Promise<District[]> {
  const codes = db
    .selectDistinct({ code: bankBranches.districtCode })
    .from(bankBranches)
    .where(eq(bankBranches.bankCode, bankCode));
  return db
    .select({ code: districts.code, name: districts.name })
    .from(districts)
    .where(inArray(districts.code, codes))
    .orderBy(asc(districts.name));
}

/** Branches of a bank (in one district when given), by name. */
export async function listBranches(db: Database, bankCode: string, districtCode?: string): Promise<Branch[]> {
  return db
    .select({
      routingNumber: bankBranches.routingNumber,
      name: bankBranches.name,
      bankCode: bankBranches.bankCode,
      districtCode: bankBranches.districtCode,
      address: bankBranches.address,
    })
    .from(bankBranches)
    .where(
      and(
        eq(bankBranches.bankCode, bankCode),
        districtCode ? eq(bankBranches.districtCode, districtCode) : undefined,
      ),
    )
    .orderBy(asc(bankBranches.name));
}

export type BranchInfo = {
  routingNumber: string;
  bankName: string;
  branchName: string;
  districtName: string;
};

/** A branch by routing number, with its bank and district names; null when unknown. */
export async function findBranch(db: Database, routingNumber: string): Promise<BranchInfo | null> {
  const [row] = await db
    .select({
      routingNumber: bankBranches.routingNumber,
      bankName: banks.name,
      branchName: bankBranches.name,
      districtName: districts.name,
    })
    .from(bankBranches)
    .innerJoin(banks, eq(banks.code, bankBranches.bankCode))
    .innerJoin(districts, eq(districts.code, bankBranches.districtCode))
    .where(eq(bankBranches.routingNumber, routingNumber));
  return row ?? null;
}
