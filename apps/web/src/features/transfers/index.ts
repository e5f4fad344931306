export { FundTransferHubPage } from './FundTransferHubPage';
export {
  MfsTransferPage,
  OtherBankTransferPage,
  OwnAccountTransferPage,
  WithinBankTransferPage,
} from './TransferPages';
