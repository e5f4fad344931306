import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import Watch from '@mui/icons-material/WatchOutlined';
import type { Product } from '@taka/demo-api/schemas/inventory';
import { useFormat } from '@/shared/i18n/use-format';
import { StockMark } from './StockMark';
import { COLUMN_COUNT, WIDE_ONLY } from './table-columns';

type Props = {
  product: Product;
  open: boolean;
  onToggle: () => void;
  /** The editor, when this row is open. */
  children: ReactNode;
};

/** One product; a click on the row, or Enter on its name, opens (or closes) its editor in a row under it. */
export function ProductRow({ product, open, onToggle, children }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const editorId = `product-editor-${product.id}`;
  // A span past the columns shown would add empty columns that squeeze the name on a phone.
  const wide = useMediaQuery(useTheme().breakpoints.up('sm'));
  return (
    <>
      <TableRow
        hover
        selected={open}
        data-product-id={product.id}
        onClick={onToggle}
        sx={{ cursor: 'pointer', '& > td': { borderBottom: open ? 0 : undefined } }}
      >
        <TableCell sx={WIDE_ONLY}>
          <Avatar
            variant="rounded"
            src={product.thumbnail ?? undefined}
            alt=""
            sx={{ bgcolor: 'action.hover' }}
          >
            <Watch aria-hidden color="action" />
          </Avatar>
        </TableCell>
        <TableCell>
          {/* The row's one tab stop: Enter (or a click anywhere on the row) opens and closes the editor. */}
          <ButtonBase
            aria-expanded={open}
            aria-controls={open ? editorId : undefined}
            sx={{
              display: 'block',
              width: '100%',
              textAlign: 'start',
              borderRadius: 1,
              font: 'inherit',
              '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            <Typography component="span" sx={{ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' }}>
              {product.name}
            </Typography>
            <Typography
              component="span"
              variant="body2"
              color="text.secondary"
              sx={{ display: { xs: 'block', sm: 'none' } }}
            >
              {product.sku}
            </Typography>
          </ButtonBase>
        </TableCell>
        <TableCell sx={WIDE_ONLY}>{product.sku}</TableCell>
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          {product.price === '' ? '' : format.taka(product.price.toFixed(2))}
        </TableCell>
        <TableCell align="right">
          <StockMark stock={product.stock} />
        </TableCell>
        <TableCell sx={WIDE_ONLY}>
          <Chip
            size="small"
            variant="outlined"
            color={product.active ? 'success' : 'default'}
            label={product.active ? t('inventory.active') : t('inventory.inactive')}
          />
        </TableCell>
      </TableRow>
      {open && (
        <TableRow>
          <TableCell colSpan={wide ? COLUMN_COUNT.wide : COLUMN_COUNT.phone} sx={{ p: 0 }}>
            <Box id={editorId} sx={{ px: { xs: 1.5, sm: 3 }, pt: 1, pb: 3, bgcolor: 'action.hover' }}>
              {children}
            </Box>
          </TableCell>
        </TableRow>
      )}
    </>
  );
}
