import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { FormErrorAlert } from './FormErrorAlert';
import { FormTextField } from './FormTextField';

type Props = {
  title: string;
  label: string;
  initialValue: string;
  /** The contract's schema of the name (trimmed, length-checked, messages as translation keys). */
  schema: z.ZodType<string, string>;
  maxLength: number;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (name: string) => void;
};

/** A small dialog that renames something (a beneficiary, a favorite): one field, Cancel and Save. */
export function RenameDialog({
  title,
  label,
  initialValue,
  schema,
  maxLength,
  pending,
  error,
  onClose,
  onSubmit,
}: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(z.object({ name: schema })),
    defaultValues: { name: initialValue },
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={handleSubmit(({ name }) => onSubmit(name))}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <FormErrorAlert control={control} error={error} />
          <FormTextField
            control={control}
            name="name"
            label={label}
            required
            fullWidth
            autoFocus
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('renameDialog.cancel')}</Button>
          <Button type="submit" variant="contained" loading={pending}>
            {t('renameDialog.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
