import { useTranslation } from 'react-i18next';
import {
  EMI_RATES_BPS,
  emiPlan,
  formatMoney,
  parseMoney,
  bankDateOf,
  holderBirthDays,
  type Account,
  type Card,
} from '@taka/contracts';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import { AccountSelectField } from '@/shared/banking/form/AccountSelectField';
import { useDeliveryBranches } from '@/shared/banking/service-requests/get-delivery-branches';
import { useFormat } from '@/shared/i18n/use-format';
import { FormDateField } from '@/shared/ui/form/FormDateField';
import { FormAmountField } from '@/shared/ui/form/FormAmountField';
import { FormTextField } from '@/shared/ui/form/FormTextField';
import { FormSelectField } from '@/shared/ui/form/FormSelectField';
import { useCardPurchases } from '../api/purchases';
import type { FieldSpec } from '../request-types';
import type { RequestFormControl } from './CardRequestForm';

type Props = {
  spec: FieldSpec;
  control: RequestFormControl;
  cards: Card[];
  accounts: Account[];
  payload: Record<string, unknown>;
};

function BranchField({ control, name }: { control: RequestFormControl; name: string }) {
  const { t } = useTranslation();
  const branches = useDeliveryBranches();
  return (
    <FormSelectField control={control} name={name} required label={t('accountServices.branch')}>
      {(branches.data?.branches ?? []).map((branch) => (
        <MenuItem key={branch.routingNumber} value={branch.routingNumber}>
          {t('accountServices.branchOption', { name: branch.name, division: branch.division })}
        </MenuItem>
      ))}
    </FormSelectField>
  );
}

function PurchaseField({
  control,
  name,
  cardId,
}: {
  control: RequestFormControl;
  name: string;
  cardId?: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const purchases = useCardPurchases(cardId);
  const list = purchases.data?.purchases ?? [];
  return (
    <FormSelectField
      control={control}
      name={name}
      required
      label={t('cards.fields.transactionId')}
      helperText={cardId && purchases.isSuccess && list.length === 0 ? t('cards.noPurchases') : undefined}
    >
      {list.map((purchase) => (
        <MenuItem key={purchase.transactionId} value={purchase.transactionId}>
          {t('cards.purchaseOption', {
            merchant: purchase.merchant,
            amount: format.taka(purchase.amount),
            date: format.date(purchase.at),
          })}
        </MenuItem>
      ))}
    </FormSelectField>
  );
}

/** The instalments of the chosen purchase and tenor, computed exactly as the bank does (contracts emiPlan). */
export function EmiPreview({ amount, tenor }: { amount: string; tenor: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rate = EMI_RATES_BPS[tenor as keyof typeof EMI_RATES_BPS];
  if (rate === undefined) return null;
  const plan = emiPlan(parseMoney(amount), tenor, rate);
  return (
    <Alert severity="info" role="status">
      {t('cards.emiPlan', {
        months: format.number(tenor),
        instalment: format.taka(formatMoney(plan.instalment)),
        last: format.taka(formatMoney(plan.lastInstalment)),
        interest: format.taka(formatMoney(plan.totalInterest)),
        rate: format.number(rate / 100),
      })}
    </Alert>
  );
}

/** One field of a card request's form, by its spec. */
export function RequestField({ spec, control, cards, accounts, payload }: Props) {
  const { t } = useTranslation();
  const name = `payload.${spec.name}`;
  const label = t(`cards.fields.${spec.name}`);
  switch (spec.kind) {
    case 'card':
      return (
        <FormSelectField control={control} name={name} required label={label}>
          {cards.map((card) => (
            <MenuItem key={card.id} value={card.id}>
              {t('cards.option', { product: card.productName, number: card.maskedNumber })}
            </MenuItem>
          ))}
        </FormSelectField>
      );
    case 'purchase':
      return <PurchaseField control={control} name={name} cardId={payload.cardId as string | undefined} />;
    case 'select':
      return (
        <FormSelectField control={control} name={name} required label={label}>
          {spec.options.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`${spec.labels}.${option}`)}
            </MenuItem>
          ))}
        </FormSelectField>
      );
    case 'month':
      return (
        <FormTextField
          control={control}
          name={name}
          type="month"
          required
          label={label}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: bankDateOf().slice(0, 7) } }}
        />
      );
    case 'branch':
      return <BranchField control={control} name={name} />;
    case 'amount':
      return <FormAmountField control={control} name={name} required label={label} />;
    case 'text':
      return <FormTextField control={control} name={name} required label={label} autoComplete="off" />;
    case 'dateOfBirth':
      return (
        <FormDateField
          control={control}
          name={name}
          label={label}
          required
          maxDate={holderBirthDays().latest}
        />
      );
    case 'account':
      return (
        <AccountSelectField
          control={control}
          name={name}
          label={label}
          accounts={accounts.filter((account) => account.kind === 'savings' || account.kind === 'current')}
        />
      );
  }
}
