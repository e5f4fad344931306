import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/shared/ui/PageHeading';
import { TransactionBlockPanel } from './components/TransactionBlockPanel';

/** Transaction block/unblock: stop internet-banking debits from an account at once, allow them again with a code. */
export function TransactionBlockPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading titleKey="nav.services.other.transactionBlock">
        {t('otherServices.block.intro')}
      </PageHeading>
      <TransactionBlockPanel />
    </>
  );
}
