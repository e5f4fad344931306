import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import { useCreateList } from '../api/create-list';
import { AddTitleForm } from './AddTitleForm';
import { columnWidth } from './ListColumn';

/** The last column of a board: a new list's title, added after the others. */
export function AddListForm({ boardId }: { boardId: string }) {
  const { t } = useTranslation();
  const create = useCreateList(boardId);
  return (
    <Paper variant="outlined" sx={{ ...columnWidth, p: 1.5, borderRadius: 3, borderStyle: 'dashed' }}>
      <AddTitleForm
        label={t('scrumboard.list.newList')}
        buttonLabel={t('scrumboard.list.add')}
        pending={create.isPending}
        onAdd={(title, done) => create.mutate(title, { onSuccess: done })}
      />
    </Paper>
  );
}
