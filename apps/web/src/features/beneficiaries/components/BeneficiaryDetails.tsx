import { useTranslation } from 'react-i18next';
import type { BeneficiaryPreview } from '@taka/contracts';
import { useBillers } from '@/shared/banking/api/get-billers';
import { DetailList, type Detail } from '@/shared/banking/DetailList';

/** Everything the server knows about a beneficiary, as label/value pairs (the review before the code). */
export function BeneficiaryDetails({ beneficiary }: { beneficiary: BeneficiaryPreview }) {
  const { t } = useTranslation();
  const billers = useBillers();
  const item = (key: string, value: string | null): Detail[] =>
    value ? [{ key, label: t(`beneficiaries.details.${key}`), value }] : [];
  const kind: Detail[] = (() => {
    switch (beneficiary.type) {
      case 'within_bank':
        return [
          ...item('accountName', beneficiary.accountName),
          ...item('accountNumber', beneficiary.accountNumber),
        ];
      case 'other_bank':
        return [
          ...item('accountName', beneficiary.accountName),
          ...item('accountNumber', beneficiary.accountNumber),
          ...item('bank', beneficiary.bankName),
          ...item('branch', `${beneficiary.branchName}, ${beneficiary.districtName}`),
          ...item('routingNumber', beneficiary.routingNumber),
        ];
      case 'mfs':
        return [
          ...item('provider', beneficiary.payee.institution),
          ...item('walletNumber', beneficiary.walletNumber),
          ...item('accountName', beneficiary.accountName),
        ];
      case 'mobile':
        return [
          ...item('mobileNumber', beneficiary.mobileNumber),
          ...item('operator', beneficiary.payee.institution),
          ...item('connection', t(`beneficiaries.connections.${beneficiary.connection}`)),
        ];
      case 'biller':
        return [
          ...item('biller', beneficiary.billerName),
          // a prepaid electricity vendor knows the customer by their meter
          ...item(
            billers.data?.some((biller) => biller.code === beneficiary.billerCode && biller.prepaid)
              ? 'meterNumber'
              : 'customerNumber',
            beneficiary.customerNumber,
          ),
          ...item('accountName', beneficiary.accountName),
        ];
    }
  })();
  const items: Detail[] = [
    {
      key: 'nickname',
      label: t('beneficiaries.details.nickname'),
      value: beneficiary.nickname,
      emphasis: true,
    },
    {
      key: 'type',
      label: t('beneficiaries.details.type'),
      value: t(`beneficiaries.types.${beneficiary.type}`),
    },
    ...kind,
  ];
  return <DetailList items={items} />;
}
