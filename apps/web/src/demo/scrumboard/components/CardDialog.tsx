import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { FormErrorAlert } from '@/shared/ui/form/FormErrorAlert';
import { FormDateField } from '@/shared/ui/form/FormDateField';
import { FormTextField } from '@/shared/ui/form/FormTextField';
import { useUpdateCard } from '../api/update-card';
import { CardFormSchema, DESCRIPTION_MAX, cardFormValues, dueDateOf } from '../card-form';
import { TITLE_MAX } from '../titles';
import type { BoardData, CardData } from '../types';
import { CardActivities } from './CardActivities';
import { CardAttachments } from './CardAttachments';
import { CardChecklists } from './CardChecklists';
import { CardLabels } from './CardLabels';

type Props = { board: BoardData; card: CardData; onClose: () => void; onDelete: () => void };

/**
 * A card opened (full screen on phones): its title, description and due date saved together; its labels,
 * checklists, files and comments saved as they are changed; Delete asks first.
 */
export function CardDialog({ board, card, onClose, onDelete }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const update = useUpdateCard(board.id);
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(CardFormSchema),
    defaultValues: cardFormValues(card),
  });
  const listTitle = board.lists.find((list) => list.id === card.listId)?.title ?? '';
  const save = handleSubmit(({ title, description, dueDay }) =>
    update.mutate(
      { id: card.id, title, description: description || null, dueDate: dueDateOf(dueDay) },
      { onSuccess: onClose },
    ),
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle id={titleId}>{t('scrumboard.card.dialogTitle', { list: listTitle })}</DialogTitle>
      <DialogContent>
        <Stack component="form" id={`${titleId}-form`} noValidate onSubmit={save} spacing={2} sx={{ pt: 1 }}>
          <FormErrorAlert control={control} error={update.error} />
          <FormTextField
            control={control}
            name="title"
            label={t('scrumboard.card.title')}
            required
            fullWidth
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: TITLE_MAX } }}
          />
          <FormTextField
            control={control}
            name="description"
            label={t('scrumboard.card.description')}
            fullWidth
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX } }}
          />
          <FormDateField control={control} name="dueDay" label={t('scrumboard.card.dueDate')} />
        </Stack>
        <CardLabels board={board} card={card} />
        <CardChecklists boardId={board.id} card={card} />
        <CardAttachments boardId={board.id} card={card} />
        <CardActivities board={board} card={card} />
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between' }}>
        <Button color="error" startIcon={<DeleteOutline />} onClick={onDelete}>
          {t('scrumboard.card.deleteCard')}
        </Button>
        <Stack direction="row" spacing={1}>
          <Button onClick={onClose}>{t('common.close')}</Button>
          <Button type="submit" form={`${titleId}-form`} variant="contained" loading={update.isPending}>
            {t('scrumboard.card.save')}
          </Button>
        </Stack>
      </DialogActions>
    </Dialog>
  );
}
