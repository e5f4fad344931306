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
import { COLUMN_WIDTH } from './table-columns';

const SORTABLE: { field: ProductSortField; align?: 'right' }[] = [
  { field: 'name' },
  { field: 'sku' },
  { field: 'price', align: 'right' },
  { field: 'stock', align: 'right' },
  { field: 'active' },
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
      <Table aria-label={t('inventory.tableLabel')} sx={{ tableLayout: 'fixed' }}>
        <TableHead>
          <TableRow>
            <TableCell sx={COLUMN_WIDTH.image}>
              <Box component="span" sx={visuallyHidden}>
                {t('inventory.columns.image')}
              </Box>
            </TableCell>
            {SORTABLE.map(({ field, align }) => (
              <TableCell
                key={field}
                align={align}
                sortDirection={sort === field ? order : false}
                sx={COLUMN_WIDTH[field]}
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
