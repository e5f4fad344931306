import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import { useCryptoDashboard } from './api/get-crypto-dashboard';
import { DashboardFrame } from './components/DashboardFrame';
import type { CardSlot } from './components/DashboardSkeleton';
import { BitcoinCard } from './crypto/BitcoinCard';
import { WalletsCard } from './crypto/WalletsCard';
import { WatchlistCard } from './crypto/WatchlistCard';

const slots: CardSlot[] = [
  { size: { xs: 12, lg: 8 }, height: 520 },
  { size: { xs: 12, lg: 4 }, height: 520 },
  { size: { xs: 12 }, height: 240 },
];

/** The crypto dashboard (SPEC 3.2): bitcoin's price and market, the wallets and the watchlist. */
export function CryptoPage() {
  const { t } = useTranslation();
  const query = useCryptoDashboard();
  return (
    <DashboardFrame
      titleKey="pages.demoDashboards.crypto"
      intro={t('demoDashboards.crypto.intro')}
      query={query}
      slots={slots}
    >
      {(crypto) => (
        <>
          <Grid size={{ xs: 12, lg: 8 }}>
            <BitcoinCard btc={crypto.btc} />
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <WalletsCard wallets={crypto.wallets} prices={crypto.prices} />
          </Grid>
          <Grid size={{ xs: 12 }}>
            <WatchlistCard watchlist={crypto.watchlist} />
          </Grid>
        </>
      )}
    </DashboardFrame>
  );
}
