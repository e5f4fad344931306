import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingUp from '@mui/icons-material/TrendingUp';
import { useFormat } from '@/shared/i18n/use-format';

/** A price's move: an arrow and the percentage, its direction also in words for screen readers. */
export function TrendChip({ trend }: { trend: { dir: 'up' | 'down'; amount: number } }) {
  const { t } = useTranslation();
  const format = useFormat();
  const up = trend.dir === 'up';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={up ? 'success' : 'error'}
      icon={up ? <TrendingUp /> : <TrendingDown />}
      label={t(up ? 'demoDashboards.crypto.trendUp' : 'demoDashboards.crypto.trendDown', {
        amount: format.percent(trend.amount),
      })}
    />
  );
}
