import type { QueryClient } from '@tanstack/react-query';
import type { BeneficiaryType } from '@taka/contracts';
import { accountsQuery } from '@/shared/banking/api/get-accounts';
import { beneficiariesQuery } from '@/shared/banking/api/get-beneficiaries';

/** A transfer page's loader: the accounts to send from and, for a payee of `payees`' kind, the saved ones. */
export async function prefetchTransferPage(
  queryClient: QueryClient,
  payees?: BeneficiaryType,
): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(accountsQuery),
    payees && queryClient.prefetchQuery(beneficiariesQuery(payees)),
  ]);
}
