import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { credentials, customerAccountNumbers, customers } from '../schema/index.ts';
import { hashPassword, verifyPassword } from '../../modules/auth/passwords.ts';

/** The password of every seeded internet-banking customer. */
export const SEED_PASSWORD = 'Taka#2026';

export type SeedCustomer = {
  id: string;
  fullName: string;
  nickname: string;
  mobileNumber: string;
  /** 13-digit account numbers, recorded for sign-up matching. */
  accountNumbers: string[];
  profilePicUrl: string | null;
  /** Sign-in e-mail; null for a customer who has not registered for internet banking. */
  email: string | null;
};

export const SEED_CUSTOMERS = {
  rahim: {
    id: '5f0c2a8e-3b7d-4c1a-9e2f-6a1b0c9d8e01',
    fullName: 'Rahim Uddin',
    nickname: 'Rahim',
    mobileNumber: '01711000001',
    accountNumbers: ['1021000000011', '1021000000029'],
    profilePicUrl: '/api/media/avatars/rahim.svg',
    email: 'rahim@demo.taka',
  },
  karim: {
    id: '5f0c2a8e-3b7d-4c1a-9e2f-6a1b0c9d8e02',
    fullName: 'Karim Hossain',
    nickname: 'Karim',
    mobileNumber: '01811000002',
    accountNumbers: ['1021000000037'],
    profilePicUrl: '/api/media/avatars/karim.svg',
    email: 'karim@demo.taka',
  },
  /**
   * Not yet registered for internet banking: sign up with account number 1021000000045 and mobile 01911000003
   * (any e-mail and password), then confirm with the code from the outbox.
   */
  nasrin: {
    id: '5f0c2a8e-3b7d-4c1a-9e2f-6a1b0c9d8e03',
    fullName: 'Nasrin Akter',
    nickname: 'Nasrin',
    mobileNumber: '01911000003',
    accountNumbers: ['1021000000045'],
    profilePicUrl: null,
    email: null,
  },
} as const satisfies Record<string, SeedCustomer>;

export async function seedCustomers(db: Database, now: Date): Promise<void> {
  const all: SeedCustomer[] = Object.values(SEED_CUSTOMERS);
  const passwordHash = await hashPassword(SEED_PASSWORD);
  await db
    .insert(customers)
    .values(
      all.map((c) => ({
        id: c.id,
        fullName: c.fullName,
        nickname: c.nickname,
        mobileNumber: c.mobileNumber,
        profilePicUrl: c.profilePicUrl,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(customerAccountNumbers)
    .values(
      all.flatMap((c) => c.accountNumbers.map((accountNumber) => ({ accountNumber, customerId: c.id }))),
    )
    .onConflictDoNothing();
  await db
    .insert(credentials)
    .values(
      all.flatMap((c) =>
        c.email
          ? [
              {
                customerId: c.id,
                email: c.email,
                passwordHash,
                activatedAt: now,
                passwordChangedAt: now,
                createdAt: now,
              },
            ]
          : [],
      ),
    )
    .onConflictDoNothing();
}

/** The demo customers who sign in with SEED_PASSWORD still, in SEED_CUSTOMERS' order: none where none were seeded. */
export async function demoSignIns(db: Database): Promise<{ email: string; fullName: string }[]> {
  const ids: string[] = Object.values(SEED_CUSTOMERS).map((c) => c.id);
  const rows = await db
    .select({
      id: customers.id,
      email: credentials.email,
      fullName: customers.fullName,
      hash: credentials.passwordHash,
    })
    .from(credentials)
    .innerJoin(customers, eq(customers.id, credentials.customerId))
    .where(inArray(credentials.customerId, ids));
  const usable = await Promise.all(rows.map((row) => verifyPassword(row.hash, SEED_PASSWORD)));
  return rows
    .filter((_, i) => usable[i])
    .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
    .map(({ email, fullName }) => ({ email, fullName }));
}
