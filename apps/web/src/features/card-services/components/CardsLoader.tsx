import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Card } from '@taka/contracts';
import CreditCardOff from '@mui/icons-material/CreditCardOffOutlined';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { useCards } from '../api/cards';

/** The customer's cards once loaded, with the loading, failed and empty states every card page shows. */
export function CardsLoader({ children }: { children: (cards: Card[]) => ReactNode }) {
  const { t } = useTranslation();
  const cards = useCards();
  if (cards.isError)
    return (
      <LoadFailed
        icon={CreditCardOff}
        title={t('cards.loadFailedTitle')}
        text={t('cards.loadFailedText')}
        onRetry={() => void cards.refetch()}
      />
    );
  if (!cards.data)
    return (
      <Stack spacing={2} aria-busy="true" aria-label={t('cards.loading')}>
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={120} />
      </Stack>
    );
  if (cards.data.cards.length === 0)
    return <EmptyState icon={CreditCardOff} title={t('cards.empty.title')} text={t('cards.empty.text')} />;
  return children(cards.data.cards);
}
