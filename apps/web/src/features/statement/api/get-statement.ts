import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { addDays, bankDateOf, StatementSchema, type Account, type StatementQuery } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { accountsQuery } from '@/shared/banking/api/get-accounts';
import { bankingKeys } from '@/shared/banking/api/query-keys';
import { DEFAULT_PERIOD_DAYS, ROWS_PER_PAGE } from '../form-schema';

export type StatementRequest = Required<StatementQuery>;

/** What the page shows first: the first account's last DEFAULT_PERIOD_DAYS days (the bank's), the first page. */
export function defaultStatementRequest(accounts: Account[]): StatementRequest {
  const today = bankDateOf();
  return {
    accountId: accounts[0]?.id ?? '',
    from: addDays(today, -(DEFAULT_PERIOD_DAYS - 1)),
    to: today,
    page: 0,
    size: ROWS_PER_PAGE[0]!,
  };
}

const statementQuery = (request: StatementRequest) =>
  queryOptions({
    queryKey: [...bankingKeys.statement, request],
    queryFn: () => {
      const search = new URLSearchParams({
        accountId: request.accountId,
        from: request.from,
        to: request.to,
        page: String(request.page),
        size: String(request.size),
      });
      return apiRequest(`/api/statement?${search.toString()}`, { schema: StatementSchema });
    },
    // Paging keeps the previous page on screen until the next arrives.
    placeholderData: keepPreviousData,
  });

/** The route's loader: the accounts and the statement the page first shows, in the page the server draws. */
export async function prefetchStatement(queryClient: QueryClient): Promise<void> {
  const list = await queryClient.ensureQueryData(accountsQuery).catch(() => null);
  if (list?.accounts.length)
    await queryClient.prefetchQuery(statementQuery(defaultStatementRequest(list.accounts)));
}

/** One account's postings between two dates with opening, closing and running balance. */
export const useStatement = (request: StatementRequest) => useQuery(statementQuery(request));
