import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LinkProps } from '@tanstack/react-router';
import AddCard from '@mui/icons-material/AddCardOutlined';
import HistoryEdu from '@mui/icons-material/HistoryEduOutlined';
import DoNotDisturbOn from '@mui/icons-material/DoNotDisturbOnOutlined';
import CreditScore from '@mui/icons-material/CreditScoreOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HubCards } from '@/shared/ui/HubCards';
import { useHiddenLinks } from '@/shared/ui/navigation/navigation-query';
import { PageHeading } from '@/shared/ui/PageHeading';
import { CardsLoader } from './components/CardsLoader';
import { CardTile } from './components/CardTile';
import { CARD_REQUESTS } from './request-types';

const SERVICES: { key: string; to: LinkProps['to'] & string; icon: ReactNode; titleKey: string }[] = [
  {
    key: 'cardBlock',
    to: '/card-services/card-block',
    icon: <DoNotDisturbOn />,
    titleKey: 'nav.services.card.cardBlock',
  },
  {
    key: 'tagCard',
    to: '/card-services/tag-credit-prepaid-card',
    icon: <AddCard />,
    titleKey: 'nav.services.card.tagCard',
  },
  ...Object.entries(CARD_REQUESTS).map(([path, spec]) => ({
    key: path,
    to: `/card-services/${path}` as LinkProps['to'] & string,
    icon: <CreditScore />,
    titleKey: spec.titleKey,
  })),
  {
    key: 'history',
    to: '/service-request-history',
    icon: <HistoryEdu />,
    titleKey: 'accountServices.hub.history.title',
  },
];

/** The card services hub: the customer's cards, then every card service the menu shows them. */
export function CardServicesPage() {
  const { t } = useTranslation();
  const hidden = useHiddenLinks();
  return (
    <>
      <PageHeading titleKey="pages.cardServices.title" />
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        {t('cards.yourCards')}
      </Typography>
      <CardsLoader>
        {(cards) => (
          <Stack spacing={2} sx={{ mb: 4, maxWidth: 760 }}>
            {cards.map((card) => (
              <CardTile key={card.id} card={card} />
            ))}
          </Stack>
        )}
      </CardsLoader>
      <Typography component="h2" variant="h6" sx={{ my: 2 }}>
        {t('cards.services')}
      </Typography>
      <HubCards
        items={SERVICES.filter(({ to }) => !hidden.has(to)).map(({ key, to, icon, titleKey }) => ({
          key,
          to,
          icon,
          title: t(titleKey),
          text: t(`cards.hub.${key}`),
          action: t('accountServices.hub.open'),
        }))}
      />
    </>
  );
}
