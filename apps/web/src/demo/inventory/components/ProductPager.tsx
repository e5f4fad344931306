import { useTranslation } from 'react-i18next';
import TablePagination from '@mui/material/TablePagination';

type Props = {
  pagination: { length: number; size: number; page: number };
  /** Called with the 1-based page the handler should answer. */
  onPage: (page: number) => void;
};

/** Which products of how many are shown, and the buttons to the other pages. */
export function ProductPager({ pagination, onPage }: Props) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={pagination.length}
      page={pagination.page - 1}
      rowsPerPage={pagination.size}
      rowsPerPageOptions={[]}
      showFirstButton
      showLastButton
      onPageChange={(_event, page) => onPage(page + 1)}
      labelDisplayedRows={({ from, to, count }) => t('inventory.displayedRows', { from, to, count })}
      getItemAriaLabel={(type) => t(`inventory.pageButtons.${type}`)}
    />
  );
}
