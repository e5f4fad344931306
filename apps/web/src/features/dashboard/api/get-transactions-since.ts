import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListedTransaction } from '@taka/contracts';
import { bankingKeys } from '@/shared/banking/api/query-keys';
import { getTransactionsPage } from './get-recent-transactions';

const PAGE_SIZE = 100;
/** A bound on how far back the overview reads, whatever the history holds. */
const MAX_PAGES = 10;

/** Every transaction made at or after `since` (ISO instant): pages, newest first, until one reaches past it. */
async function transactionsSince(since: string): Promise<ListedTransaction[]> {
  const collected: ListedTransaction[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const list = await getTransactionsPage(page, PAGE_SIZE);
    collected.push(...list.transactions.filter((transaction) => transaction.transactionTime >= since));
    const oldest = list.transactions.at(-1);
    if (!oldest || oldest.transactionTime < since || page + 1 >= list.totalPages) break;
  }
  return collected;
}

const transactionsSinceQuery = (since: string) =>
  queryOptions({
    queryKey: [...bankingKeys.transactions, 'since', since],
    queryFn: () => transactionsSince(since),
  });

export const useTransactionsSince = (since: string) => useQuery(transactionsSinceQuery(since));
