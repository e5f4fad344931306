import { createFileRoute } from '@tanstack/react-router';
import { OtherBankTransferPage } from '@/features/transfers/TransferPages';

export const Route = createFileRoute('/_main/fund-transfer/other-bank-account')({
  component: OtherBankTransferPage,
});
