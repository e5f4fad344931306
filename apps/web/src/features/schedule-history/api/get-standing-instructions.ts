import { queryOptions, useQuery } from '@tanstack/react-query';
import { StandingInstructionListSchema, StandingRunListSchema } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { bankingKeys } from '@/shared/banking/api/query-keys';

const instructionsQuery = queryOptions({
  queryKey: bankingKeys.standingInstructions,
  queryFn: () => apiRequest('/api/standing-instructions', { schema: StandingInstructionListSchema }),
  select: (list) => list.instructions,
});

/** The customer's standing instructions, newest first. */
export const useStandingInstructions = () => useQuery(instructionsQuery);

/** An instruction's runs, newest first, each with its receipt. */
export const useStandingRuns = (id: string) =>
  useQuery({
    queryKey: [...bankingKeys.standingInstructions, id, 'runs'],
    queryFn: () => apiRequest(`/api/standing-instructions/${id}/runs`, { schema: StandingRunListSchema }),
    select: (list) => list.runs,
  });
