import { useTranslation } from 'react-i18next';
import { Navigate } from '@tanstack/react-router';
import { CARD_REQUEST_SUBMISSIONS, type CardKind } from '@taka/contracts';
import Alert from '@mui/material/Alert';
import { PageHeading } from '@/shared/ui/PageHeading';
import { useCardPurchases } from './api/purchases';
import { CardRequestForm } from './components/CardRequestForm';
import { EmiPreview, RequestField } from './components/RequestField';
import { CARD_REQUESTS, type CardRequestPath } from './request-types';

function EmiPlanNote({ payload }: { payload: Record<string, unknown> }) {
  const purchases = useCardPurchases(payload.cardId as string | undefined);
  const purchase = purchases.data?.purchases.find((p) => p.transactionId === payload.transactionId);
  if (!purchase || typeof payload.tenor !== 'number') return null;
  return <EmiPreview amount={purchase.amount} tenor={payload.tenor} />;
}

/** A card service request of one type (decision 033): its own form over its contract, the fee, then the reference. */
export function CardRequestPage({ path }: { path: string }) {
  if (!(path in CARD_REQUESTS)) return <Navigate to="/errors/error-404" replace />;
  return <CardRequestForPath path={path as CardRequestPath} />;
}

function CardRequestForPath({ path }: { path: CardRequestPath }) {
  const { t } = useTranslation();
  const spec = CARD_REQUESTS[path];
  const kinds: readonly CardKind[] = spec.cards;
  return (
    <>
      <PageHeading titleKey={spec.titleKey} />
      {path === 'virtual-card' && (
        <Alert severity="info" sx={{ mb: 2, maxWidth: 640 }}>
          {t('cards.virtualCardHow')}
        </Alert>
      )}
      <CardRequestForm
        schema={CARD_REQUEST_SUBMISSIONS[spec.type]}
        defaultValues={{ type: spec.type, payload: {} }}
        cardless={kinds.length === 0}
        fields={(control, cards, accounts, values) => {
          const payload = (values.payload ?? {}) as Record<string, unknown>;
          const eligible = cards.filter((card) => kinds.includes(card.kind));
          return (
            <>
              {spec.fields.map((field) => (
                <RequestField
                  key={field.name}
                  spec={field}
                  control={control}
                  cards={
                    field.name === 'toCardId'
                      ? eligible.filter((card) => card.id !== payload.cardId)
                      : eligible
                  }
                  accounts={accounts}
                  payload={payload}
                />
              ))}
              {path === 'emi-conversion' && <EmiPlanNote payload={payload} />}
            </>
          );
        }}
      />
    </>
  );
}
