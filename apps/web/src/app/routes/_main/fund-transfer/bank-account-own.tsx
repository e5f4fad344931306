import { createFileRoute } from '@tanstack/react-router';
import { OwnAccountTransferPage } from '@/features/transfers/TransferPages';

export const Route = createFileRoute('/_main/fund-transfer/bank-account-own')({
  component: OwnAccountTransferPage,
});
