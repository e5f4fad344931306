import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Add from '@mui/icons-material/Add';
import ViewKanban from '@mui/icons-material/ViewKanbanOutlined';
import { useConfirmedDelete } from '@/shared/ui/confirmation-dialog/use-confirmed-delete';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { PageHeading } from '@/shared/ui/PageHeading';
import { RenameDialog } from '@/shared/ui/form/RenameDialog';
import { useCreateBoard } from './api/create-board';
import { useDeleteBoard } from './api/delete-board';
import { useBoards } from './api/get-boards';
import { useRenameBoard } from './api/rename-board';
import { BoardSummaryCard } from './components/BoardSummaryCard';
import { TITLE_MAX, TitleSchema } from './titles';

const boardGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
} as const;

type Naming = { id: string | null; title: string };

/** The boards: open one, add one, rename or delete one (after the confirmation). */
export function BoardsPage() {
  const { t } = useTranslation();
  const boards = useBoards();
  const create = useCreateBoard();
  const rename = useRenameBoard();
  const remove = useDeleteBoard();
  const [naming, setNaming] = useState<Naming | null>(null);
  const { askToDelete, deletedNotice } = useConfirmedDelete('scrumboard.board', {
    mutate: (id, options) => remove.mutate(id, { onSuccess: options.onSuccess }),
  });
  const saving = naming?.id ? rename : create;
  const saveName = (title: string) => {
    const close = { onSuccess: () => setNaming(null) };
    if (naming?.id) rename.mutate({ id: naming.id, title }, close);
    else create.mutate(title, close);
  };
  const addBoard = (
    <Button variant="contained" startIcon={<Add />} onClick={() => setNaming({ id: null, title: '' })}>
      {t('scrumboard.board.add')}
    </Button>
  );

  return (
    <Box>
      <PageHeading titleKey="pages.scrumboard.boards">{t('scrumboard.boardsIntro')}</PageHeading>
      {boards.isError ? (
        <LoadFailed
          icon={ViewKanban}
          title={t('scrumboard.loadFailed')}
          text={t('scrumboard.loadFailedText')}
          onRetry={() => void boards.refetch()}
        />
      ) : boards.data?.length === 0 ? (
        <EmptyState
          icon={ViewKanban}
          title={t('scrumboard.noBoards')}
          text={t('scrumboard.noBoardsText')}
          action={addBoard}
        />
      ) : (
        <>
          <Stack direction="row" sx={{ mb: 2 }}>
            {addBoard}
          </Stack>
          <Box
            component="ul"
            aria-label={t('scrumboard.boardsLabel')}
            sx={{ ...boardGrid, listStyle: 'none', p: 0, m: 0 }}
          >
            {boards.data
              ? boards.data.map((board) => (
                  <li key={board.id}>
                    <BoardSummaryCard
                      board={board}
                      onRename={() => setNaming({ id: board.id, title: board.title })}
                      onDelete={() => void askToDelete({ id: board.id, name: board.title })}
                    />
                  </li>
                ))
              : [0, 1, 2].map((i) => (
                  <li key={i}>
                    <Skeleton variant="rounded" height={188} aria-hidden />
                  </li>
                ))}
          </Box>
        </>
      )}
      {naming && (
        <RenameDialog
          title={t(naming.id ? 'scrumboard.board.renameTitle' : 'scrumboard.board.addTitle')}
          label={t('scrumboard.board.name')}
          initialValue={naming.title}
          schema={TitleSchema}
          maxLength={TITLE_MAX}
          pending={saving.isPending}
          error={saving.error}
          onClose={() => setNaming(null)}
          onSubmit={saveName}
        />
      )}
      {deletedNotice}
    </Box>
  );
}
