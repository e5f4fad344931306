import { useTranslation } from 'react-i18next';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { CryptoDashboard } from '@taka/demo-api/schemas/dashboards';
import { useFormat } from '@/shared/i18n/use-format';
import { DashboardCard } from '../components/DashboardCard';
import { ShareChart } from '../components/ShareChart';
import { useUsd } from './use-usd';

const coins = ['btc', 'eth', 'bch', 'xrp'] as const;

type Props = { wallets: CryptoDashboard['wallets']; prices: CryptoDashboard['prices'] };

/** What each wallet holds, at today's price, and how the total splits between the coins. */
export function WalletsCard({ wallets, prices }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const usd = useUsd();
  const worth = (coin: (typeof coins)[number]) => Math.round(wallets[coin] * prices[coin] * 100) / 100;
  return (
    <DashboardCard title={t('demoDashboards.crypto.wallets')}>
      <ShareChart
        label={t('demoDashboards.crypto.walletsChart')}
        height={160}
        sliceHeading={t('demoDashboards.columns.coin')}
        valueHeading={t('demoDashboards.columns.worth')}
        slices={coins.map((coin) => ({ name: coin.toUpperCase(), value: worth(coin) }))}
        valueText={usd}
      />
      <Table size="small" aria-label={t('demoDashboards.crypto.walletsTable')} sx={{ mt: 2 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('demoDashboards.columns.coin')}</TableCell>
            <TableCell align="right">{t('demoDashboards.columns.holding')}</TableCell>
            <TableCell align="right">{t('demoDashboards.columns.price')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {coins.map((coin) => (
            <TableRow key={coin}>
              <TableCell component="th" scope="row">
                {coin.toUpperCase()}
              </TableCell>
              <TableCell align="right">{format.number(wallets[coin])}</TableCell>
              <TableCell align="right">{usd(prices[coin])}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </DashboardCard>
  );
}
