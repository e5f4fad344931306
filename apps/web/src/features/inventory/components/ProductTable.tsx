import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { Product } from '@taka/demo-api/schemas/inventory';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import type { ProductSortField, SortOrder } from '../api/get-products';
import { ProductRow } from './ProductRow';
import { WIDE_ONLY } from './table-columns';

const SORTABLE: { field: ProductSortField; align?: 'right'; wideOnly?: boolean }[] = [
  { field: 'name' },
  { field: 'sku', wideOnly: true },
  { field: 'price', align: 'right' },
  { field: 'stock', align: 'right' },
  { field: 'active', wideOnly: true },
];

type Props = {
  products: Product[];
  sort: ProductSortField;
  order: SortOrder;
  onSort: (field: ProductSortField) => void;
  openId: string | null;
  onToggle: (id: string) => void;
  /** The editor of the open product, shown in a row under it. */
  editor: ReactNode;
};

/** The products of one page; every column but the image sorts, and a row opens its editor under it. */
export function ProductTable({ products, sort, order, onSort, openId, onToggle, editor }: Props) {
  const { t } = useTranslation();
  return (
    <TableContainer>
      <Table aria-label={t('inventory.tableLabel')} sx={{ tableLayout: 'auto' }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 64 }}>
              <Box component="span" sx={visuallyHidden}>
                {t('inventory.columns.image')}
              </Box>
            </TableCell>
            {SORTABLE.map(({ field, align, wideOnly }) => (
              <TableCell
                key={field}
                align={align}
                sortDirection={sort === field ? order : false}
                sx={wideOnly ? WIDE_ONLY : undefined}
              >
                <TableSortLabel
                  active={sort === field}
                  direction={sort === field ? order : 'asc'}
                  onClick={() => onSort(field)}
                >
                  {t(`inventory.columns.${field}`)}
                </TableSortLabel>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {products.map((product) => (
            <ProductRow
              key={product.id}
              product={product}
              open={product.id === openId}
              onToggle={() => onToggle(product.id)}
            >
              {product.id === openId ? editor : null}
            </ProductRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
