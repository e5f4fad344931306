import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import ViewKanban from '@mui/icons-material/ViewKanbanOutlined';
import { useConfirmedDelete } from '@/shared/ui/confirmation-dialog/use-confirmed-delete';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { TextLink } from '@/shared/ui/links';
import { ManageTagsDialog } from '@/demo/shared/tags/ManageTagsDialog';
import { useDocumentTitle } from '@/shared/ui/use-page-title';
import { useCreateLabel } from './api/create-label';
import { useDeleteCard } from './api/delete-card';
import { useDeleteLabel } from './api/delete-label';
import { useBoard } from './api/get-board';
import { useRenameLabel } from './api/rename-label';
import { BoardLists } from './components/BoardLists';
import { BoardSkeleton } from './components/BoardSkeleton';
import { CardDialog } from './components/CardDialog';
import { TITLE_MAX, TitleSchema } from './titles';

/** One board: its lists of cards, moved by drag and drop; a card opens in a dialog; the labels are managed here. */
export function BoardPage({ boardId }: { boardId: string }) {
  const { t } = useTranslation();
  const board = useBoard(boardId);
  const found = board.data;
  const title = found?.title ?? (board.isPending ? t('pages.scrumboard.board') : t('scrumboard.notFound'));
  useDocumentTitle(title);
  const [openCardId, setOpenCardId] = useState<string | null>(null);
  const [managingLabels, setManagingLabels] = useState(false);
  const removeCard = useDeleteCard(boardId);
  const createLabel = useCreateLabel(boardId);
  const renameLabel = useRenameLabel(boardId);
  const deleteLabel = useDeleteLabel(boardId);
  const { askToDelete, deletedNotice } = useConfirmedDelete('scrumboard.card', {
    mutate: (id, options) =>
      removeCard.mutate(id, {
        onSuccess: () => {
          setOpenCardId(null);
          options.onSuccess();
        },
      }),
  });
  const openCard = found?.lists.flatMap((list) => list.cards).find((card) => card.id === openCardId);

  return (
    <Box>
      <Breadcrumbs aria-label={t('scrumboard.breadcrumbs')} sx={{ mb: 2 }}>
        <TextLink to="/apps/scrumboard" underline="hover" color="inherit">
          {t('pages.scrumboard.boards')}
        </TextLink>
        <Typography color="text.primary" aria-current="page">
          {board.isPending ? t('scrumboard.loading') : title}
        </Typography>
      </Breadcrumbs>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 3 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800, flexGrow: 1 }}>
          {found?.title ?? t('pages.scrumboard.board')}
        </Typography>
        {found && (
          <Button variant="outlined" startIcon={<LabelOutlined />} onClick={() => setManagingLabels(true)}>
            {t('scrumboard.label.manage')}
          </Button>
        )}
      </Stack>
      {board.isPending ? (
        <BoardSkeleton />
      ) : board.isError ? (
        <LoadFailed
          icon={ViewKanban}
          title={t('scrumboard.boardLoadFailed')}
          text={t('scrumboard.loadFailedText')}
          onRetry={() => void board.refetch()}
        />
      ) : !found ? (
        <EmptyState
          icon={ViewKanban}
          title={t('scrumboard.notFound')}
          text={t('scrumboard.notFoundText')}
          action={<TextLink to="/apps/scrumboard">{t('scrumboard.backToBoards')}</TextLink>}
        />
      ) : (
        <>
          {found.lists.length === 0 && (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('scrumboard.emptyBoard')}
            </Typography>
          )}
          <BoardLists board={found} onOpenCard={setOpenCardId} />
        </>
      )}
      {found && openCard && (
        <CardDialog
          key={openCard.id}
          board={found}
          card={openCard}
          onClose={() => setOpenCardId(null)}
          onDelete={() => void askToDelete({ id: openCard.id, name: openCard.title })}
        />
      )}
      {found && managingLabels && (
        <ManageTagsDialog
          open
          onClose={() => setManagingLabels(false)}
          keys="scrumboard.label"
          tags={found.labels}
          schema={TitleSchema}
          maxLength={TITLE_MAX}
          create={createLabel}
          rename={renameLabel}
          remove={deleteLabel}
        />
      )}
      {deletedNotice}
    </Box>
  );
}
