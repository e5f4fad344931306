import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PositivePaySubmissionSchema, type ChequeBook } from '@taka/contracts';
import MenuItem from '@mui/material/MenuItem';
import { FormDateField } from '@/shared/ui/form/FormDateField';
import { FormAmountField } from '@/shared/ui/form/FormAmountField';
import { FormTextField } from '@/shared/ui/form/FormTextField';
import { FormSelectField } from '@/shared/ui/form/FormSelectField';
import { PageHeading } from '@/shared/ui/PageHeading';
import { useChequeBooks } from './api/get-cheque-books';
import { ServiceRequestForm } from '@/shared/banking/service-requests/ServiceRequestForm';

type Schema = typeof PositivePaySubmissionSchema;
type FormControl = Control<z.input<Schema>, unknown, z.output<Schema>>;

/** Leaf numbers are identifiers: given to the texts as text, so no language's digits rewrite them (decision 023). */
const bookLabel = (book: ChequeBook) => ({
  account: book.accountNumber,
  first: String(book.firstLeaf),
  last: String(book.lastLeaf),
});

/** The unused leaves of the chosen book (a paid or stopped one cannot get an instruction). */
function LeafField({ control, books }: { control: FormControl; books: ChequeBook[] }) {
  const { t } = useTranslation();
  const bookId = useWatch({ control, name: 'payload.chequeBookId' });
  const book = books.find((one) => one.id === bookId);
  return (
    <FormSelectField
      control={control}
      name="payload.leaf"
      required
      disabled={!book}
      label={t('otherServices.positivePay.leaf')}
    >
      {(book?.leaves ?? [])
        .filter((leaf) => leaf.status === 'unused')
        .map((leaf) => (
          <MenuItem key={leaf.number} value={leaf.number}>
            {String(leaf.number)}
          </MenuItem>
        ))}
    </FormSelectField>
  );
}

/** A positive pay instruction: the cheque the bank may pay from a leaf, checked when the cheque is presented. */
export function PositivePayPage() {
  const { t } = useTranslation();
  const books = useChequeBooks();
  const list = books.data?.chequeBooks ?? [];
  return (
    <>
      <PageHeading titleKey="nav.services.other.positivePay">
        {t('otherServices.positivePay.intro')}
      </PageHeading>
      <ServiceRequestForm
        schema={PositivePaySubmissionSchema}
        defaultValues={{
          type: 'positive_pay',
          payload: { chequeBookId: '', leaf: '', date: '', amount: '', payee: '' },
        }}
        fields={(control) => (
          <>
            <FormSelectField
              control={control}
              name="payload.chequeBookId"
              required
              label={t('chequeBooks.bookLabel')}
            >
              {list.map((book) => (
                <MenuItem key={book.id} value={book.id}>
                  {t('chequeBooks.book', bookLabel(book))}
                </MenuItem>
              ))}
            </FormSelectField>
            <LeafField control={control} books={list} />
            <FormDateField
              control={control}
              name="payload.date"
              label={t('otherServices.positivePay.date')}
            />
            <FormAmountField
              control={control}
              name="payload.amount"
              required
              label={t('otherServices.amount')}
            />
            <FormTextField control={control} name="payload.payee" required label={t('otherServices.payee')} />
          </>
        )}
      />
    </>
  );
}
