import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useFormat } from '@/shared/i18n/use-format';
import { LOW_STOCK_BELOW } from '../product-form';

/** The units in stock, marked when none are left or few are. */
export function StockMark({ stock }: { stock: number | '' }) {
  const { t } = useTranslation();
  const format = useFormat();
  const units = stock === '' ? 0 : stock;
  const mark =
    units === 0 ? (
      <Chip size="small" color="error" label={t('inventory.outOfStock')} />
    ) : units < LOW_STOCK_BELOW ? (
      <Chip size="small" color="warning" label={t('inventory.lowStock')} />
    ) : null;
  return (
    <Stack
      direction={{ xs: 'column-reverse', sm: 'row' }}
      spacing={{ xs: 0.5, sm: 1 }}
      sx={{ alignItems: { xs: 'flex-end', sm: 'center' }, justifyContent: 'flex-end' }}
    >
      {mark}
      <span>{format.number(units)}</span>
    </Stack>
  );
}
