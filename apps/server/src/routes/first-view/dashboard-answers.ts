import {
  AccountListSchema,
  NavigationSchema,
  SpendingSummarySchema,
  TransactionHistorySchema,
  UnreadCountResponseSchema,
  UserSchema,
  type DashboardAnswers,
} from '@taka/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { listCustomerAccounts } from '../../modules/accounts/accounts.ts';
import { getUser } from '../../modules/customers/users.ts';
import { customerHoldings } from '../../modules/navigation/holdings.ts';
import { buildNavigation } from '../../modules/navigation/menu.ts';
import { countUnread } from '../../modules/notifications/notifications.ts';
import { transactionHistory } from '../../modules/transactions/history.ts';
import { spendingSummary } from '../../modules/transactions/spending.ts';
import type { Authenticated } from '../../modules/auth/service.ts';
import { answer, envelopeOk } from '../contract.ts';

/** The dashboard's recent transactions: the history's first page of five, as the web app asks for them. */
const RECENT_TRANSACTIONS = 5;

/**
 * The answers the signed-in shell and the dashboard ask for first (the web app's first-view-requests.ts names them
 * alike), as their routes give them to `customer`: each checked against its contract, whose output is what JSON
 * carries (strings, numbers, booleans), so the renderer is handed what the app's requests would receive.
 */
export async function dashboardAnswers(fastify: FastifyInstance, customer: Authenticated['customer']) {
  const { db, config, clock } = fastify;
  const [user, unread, holdings, accounts, recent, spending] = await Promise.all([
    getUser(db, customer.id),
    countUnread(db, customer.id),
    customerHoldings(db, customer.id),
    listCustomerAccounts(db, customer.id),
    transactionHistory(db, customer.id, {}, { size: RECENT_TRANSACTIONS }),
    spendingSummary(db, customer.id, clock.now()),
  ]);
  if (!user) throw new AppError('NOT_FOUND');
  return {
    user: answer(UserSchema, user),
    unreadAlertsCount: answer(UnreadCountResponseSchema, envelopeOk(unread)),
    navigation: answer(
      NavigationSchema,
      buildNavigation({ customer, demoLayer: config.demoLayer, holdings }),
    ),
    accounts: answer(AccountListSchema, { accounts }),
    recentTransactions: answer(TransactionHistorySchema, recent),
    spending: answer(SpendingSummarySchema, spending),
  } satisfies DashboardAnswers;
}
