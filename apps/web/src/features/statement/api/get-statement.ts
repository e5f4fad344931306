import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { StatementSchema, type StatementQuery } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { bankingKeys } from '@/shared/banking/api/query-keys';

export type StatementRequest = Required<StatementQuery>;

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

/** One account's postings between two dates with opening, closing and running balance. */
export const useStatement = (request: StatementRequest) => useQuery(statementQuery(request));
