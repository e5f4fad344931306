import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FavoriteNameSchema, type TransferRequest } from '@taka/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { FormErrorAlert } from '@/shared/ui/form/FormErrorAlert';
import { FormTextField } from '@/shared/ui/form/FormTextField';
import { useSaveFavorite } from '../api/save-favorite';

const FavoriteFormSchema = z.object({ name: FavoriteNameSchema });

type Props = {
  transactionId: string;
  /** The request the transaction was made with (nothing secret in it). */
  request: TransferRequest;
  /** What the name field starts with: the payee's name. */
  suggestedName: string;
};

/** "Save as favorite" on a receipt: asks for a name, then the transfer can be sent again from Favorites. */
export function SaveFavoriteButton({ transactionId, request, suggestedName }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const save = useSaveFavorite();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(FavoriteFormSchema),
    defaultValues: { name: suggestedName.slice(0, 40) },
  });

  if (save.isSuccess)
    return (
      <Button variant="text" startIcon={<Star />} disabled>
        {t('favorites.saved')}
      </Button>
    );

  return (
    <>
      <Button variant="text" startIcon={<StarBorder />} onClick={() => setOpen(true)}>
        {t('favorites.save')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <form
          noValidate
          onSubmit={handleSubmit(({ name }) =>
            save.mutate({ name, transactionId, request }, { onSuccess: () => setOpen(false) }),
          )}
        >
          <DialogTitle id={titleId}>{t('favorites.saveTitle')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{t('favorites.saveText')}</DialogContentText>
            <FormErrorAlert control={control} error={save.error} />
            <FormTextField
              control={control}
              name="name"
              label={t('favorites.name')}
              required
              fullWidth
              autoFocus
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: 40 } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{t('favorites.cancel')}</Button>
            <Button type="submit" variant="contained" loading={save.isPending}>
              {t('favorites.saveConfirm')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
