import { useTranslation } from 'react-i18next';
import type { ChequeBook } from '@taka/contracts';
import FactCheck from '@mui/icons-material/FactCheckOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormat } from '@/shared/i18n/use-format';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { PageHeading } from '@/shared/ui/PageHeading';
import { useChequeBooks } from './api/get-cheque-books';
import { leafRange } from './leaf-range';

const COLORS = { unused: 'default', paid: 'success', stopped: 'error' } as const;

function Book({ book }: { book: ChequeBook }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Paper variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
      <Typography component="h2" variant="h6">
        {t('chequeBooks.book', leafRange(book))}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('chequeBooks.issued', { date: format.date(book.issuedOn) })}
      </Typography>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
        {book.leaves.map((leaf) => (
          <li key={leaf.number}>
            <Chip
              size="small"
              variant={leaf.status === 'unused' ? 'outlined' : 'filled'}
              color={COLORS[leaf.status]}
              label={t('chequeBooks.leaf', {
                number: String(leaf.number),
                status: t(`chequeBooks.status.${leaf.status}`),
              })}
            />
          </li>
        ))}
      </Box>
    </Paper>
  );
}

/** The cheque status enquiry: each of the customer's cheque books and every leaf's status. */
export function ChequeStatusPage() {
  const { t } = useTranslation();
  const books = useChequeBooks();
  return (
    <>
      <PageHeading titleKey="nav.services.account.chequeStatusEnquiry" />
      {books.isError && (
        <LoadFailed
          icon={FactCheck}
          title={t('chequeBooks.loadFailedTitle')}
          text={t('chequeBooks.loadFailedText')}
          onRetry={() => void books.refetch()}
        />
      )}
      {books.isPending && <Skeleton variant="rounded" height={240} />}
      {books.data?.chequeBooks.length === 0 && (
        <EmptyState
          icon={FactCheck}
          title={t('chequeBooks.empty.title')}
          text={t('chequeBooks.empty.text')}
        />
      )}
      <Stack spacing={2}>
        {books.data?.chequeBooks.map((book) => (
          <Book key={book.id} book={book} />
        ))}
      </Stack>
    </>
  );
}
