import { useTranslation } from 'react-i18next';
import type { FdrProduct } from '@taka/contracts';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useFormat } from '@/shared/i18n/use-format';

/** The bank's yearly rate for each tenor, as the API serves it. */
export function RateTable({ product }: { product: FdrProduct }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Table size="small" aria-label={t('fdr.rates.title')} sx={{ maxWidth: 360 }}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {t('fdr.rates.tenor')}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {t('fdr.rates.rate')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {product.rates.map((rate) => (
          <TableRow key={rate.tenorMonths}>
            <TableCell>
              {t('fdr.months', { count: rate.tenorMonths, value: format.number(rate.tenorMonths) })}
            </TableCell>
            <TableCell align="right">
              {t('dashboard.accounts.percent', { rate: format.percent(rate.annualRate) })}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
