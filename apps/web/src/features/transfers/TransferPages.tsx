import { withAccounts } from '@/shared/banking/form/WithAccounts';
import { TransferPage } from '@/shared/banking/transfer-flow/TransferPage';
import { MfsForm } from './forms/MfsForm';
import { OtherBankForm } from './forms/OtherBankForm';
import { OwnAccountForm } from './forms/OwnAccountForm';
import { WithinBankForm } from './forms/WithinBankForm';

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
