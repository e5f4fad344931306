import type { ReactNode } from 'react';
import type { Account } from '@taka/contracts';
import type { TransferFormProps } from '@/shared/banking/transfer-flow/TransferFlow';
import { TransferPage } from './components/TransferPage';
import { WithAccounts } from './components/WithAccounts';
import { MfsForm } from './forms/MfsForm';
import { OtherBankForm } from './forms/OtherBankForm';
import { OwnAccountForm } from './forms/OwnAccountForm';
import { WithinBankForm } from './forms/WithinBankForm';

type FormComponent = (props: TransferFormProps & { accounts: Account[] }) => ReactNode;

const withAccounts = (Form: FormComponent) => (props: TransferFormProps) => (
  <WithAccounts>{(accounts) => <Form accounts={accounts} {...props} />}</WithAccounts>
);

export const OwnAccountTransferPage = () => (
  <TransferPage
    titleKey="pages.ownAccountTransfer.title"
    introKey="transfers.own.intro"
    renderForm={withAccounts(OwnAccountForm)}
  />
);

export const WithinBankTransferPage = () => (
  <TransferPage
    titleKey="pages.withinBankTransfer.title"
    introKey="transfers.withinBank.intro"
    renderForm={withAccounts(WithinBankForm)}
  />
);

export const OtherBankTransferPage = () => (
  <TransferPage
    titleKey="pages.otherBankTransfer.title"
    introKey="transfers.otherBank.intro"
    renderForm={withAccounts(OtherBankForm)}
  />
);

export const MfsTransferPage = () => (
  <TransferPage
    titleKey="pages.mfsTransfer.title"
    introKey="transfers.mfs.intro"
    renderForm={withAccounts(MfsForm)}
  />
);
