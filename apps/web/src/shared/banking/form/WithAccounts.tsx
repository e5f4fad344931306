import type { ReactNode } from 'react';
import type { Account } from '@taka/contracts';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useAccounts } from '../api/get-accounts';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import type { TransferFormProps } from '../transfer-flow/TransferFlow';

/** Renders a form once the customer's accounts are known; a failure is said in words. */
export function WithAccounts({ children }: { children: (accounts: Account[]) => ReactNode }) {
  const accounts = useAccounts();
  if (accounts.isError) return <ApiErrorAlert error={accounts.error} />;
  if (!accounts.data)
    return (
      <Stack spacing={2.5}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  return children(accounts.data);
}

/** A transfer form that needs the customer's accounts, rendered once they are known. */
export const withAccounts =
  (Form: (props: TransferFormProps & { accounts: Account[] }) => ReactNode) => (props: TransferFormProps) => (
    <WithAccounts>{(accounts) => <Form accounts={accounts} {...props} />}</WithAccounts>
  );
