import { useTranslation } from 'react-i18next';
import { STOP_CHEQUE_REASONS, StopChequeSubmissionSchema } from '@taka/contracts';
import MenuItem from '@mui/material/MenuItem';
import { FormTextField } from '@/shared/ui/form/FormTextField';
import { FormSelectField } from '@/shared/ui/form/FormSelectField';
import { PageHeading } from '@/shared/ui/PageHeading';
import { useChequeBooks } from './api/get-cheque-books';
import { leafRange } from './leaf-range';
import { ServiceRequestForm } from '@/shared/banking/service-requests/ServiceRequestForm';

/** Stops one cheque leaf, or a range of them, of one of the customer's cheque books, with a reason. */
export function StopChequePage() {
  const { t } = useTranslation();
  const books = useChequeBooks();
  const leafInput = { htmlInput: { inputMode: 'numeric' as const } };
  return (
    <>
      <PageHeading titleKey="nav.services.account.stopChequeRequest" />
      <ServiceRequestForm
        schema={StopChequeSubmissionSchema}
        defaultValues={{ type: 'stop_cheque', payload: { chequeBookId: '', fromLeaf: '', toLeaf: '' } }}
        fields={(control) => (
          <>
            <FormSelectField
              control={control}
              name="payload.chequeBookId"
              required
              label={t('chequeBooks.bookLabel')}
            >
              {(books.data?.chequeBooks ?? []).map((book) => (
                <MenuItem key={book.id} value={book.id}>
                  {t('chequeBooks.book', leafRange(book))}
                </MenuItem>
              ))}
            </FormSelectField>
            <FormTextField
              control={control}
              name="payload.fromLeaf"
              required
              label={t('chequeBooks.fromLeaf')}
              slotProps={leafInput}
            />
            <FormTextField
              control={control}
              name="payload.toLeaf"
              required
              label={t('chequeBooks.toLeaf')}
              helperText={t('chequeBooks.toLeafHelp')}
              slotProps={leafInput}
            />
            <FormSelectField control={control} name="payload.reason" required label={t('chequeBooks.reason')}>
              {STOP_CHEQUE_REASONS.map((reason) => (
                <MenuItem key={reason} value={reason}>
                  {t(`chequeBooks.reasons.${reason}`)}
                </MenuItem>
              ))}
            </FormSelectField>
          </>
        )}
      />
    </>
  );
}
