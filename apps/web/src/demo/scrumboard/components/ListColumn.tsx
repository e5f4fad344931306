import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DragIndicator from '@mui/icons-material/DragIndicator';
import { useSortableTransition } from '@/shared/ui/sortable/use-sortable-transition';
import { useCreateCard } from '../api/create-card';
import { cardDndId, listDndId, type ListDropData } from '../dnd';
import type { CardData, ListData } from '../types';
import { AddTitleForm } from './AddTitleForm';
import { CardTile } from './CardTile';
import { ListMenu } from './ListMenu';

/** A list's width: most of a phone's screen, a fixed column from tablets up. */
export const columnWidth = {
  flex: '0 0 auto',
  width: { xs: '85vw', sm: 300 },
  scrollSnapAlign: 'start',
} as const;

type Props = {
  boardId: string;
  list: ListData;
  cards: CardData[];
  onOpenCard: (cardId: string) => void;
  onDeleteList: (list: ListData) => void;
};

/** One list: its handle (to move the list), title and menu, its cards, and a field to add a card at the end. */
export function ListColumn({ boardId, list, cards, onOpenCard, onDeleteList }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const create = useCreateCard(boardId);
  const data: ListDropData = { kind: 'list', empty: cards.length === 0 };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: listDndId(list.id),
      data,
      attributes: { roleDescription: t('scrumboard.dnd.listRole') },
      transition: useSortableTransition(),
    });
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        ...columnWidth,
        p: 1.5,
        borderRadius: 3,
        bgcolor: 'action.hover',
        opacity: isDragging ? 0.6 : 1,
        transform: CSS.Translate.toString(transform),
        transition,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('scrumboard.list.move', { title: list.title })}
          size="small"
          sx={{ cursor: 'grab', touchAction: 'manipulation' }}
        >
          <DragIndicator fontSize="small" />
        </IconButton>
        <Typography
          id={headingId}
          component="h2"
          variant="subtitle1"
          sx={{ fontWeight: 700, flexGrow: 1, ml: 0.5 }}
        >
          {list.title}
        </Typography>
        <ListMenu boardId={boardId} list={list} onDelete={() => onDeleteList(list)} />
      </Stack>
      <SortableContext items={cards.map((card) => cardDndId(card.id))} strategy={verticalListSortingStrategy}>
        <Stack
          component="ul"
          aria-label={t('scrumboard.list.cards', { title: list.title })}
          spacing={1}
          sx={{ listStyle: 'none', p: 0, m: 0, minHeight: 8 }}
        >
          {cards.map((card) => (
            <CardTile key={card.id} card={card} onOpen={onOpenCard} />
          ))}
        </Stack>
      </SortableContext>
      {cards.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {t('scrumboard.list.empty')}
        </Typography>
      )}
      <Stack sx={{ mt: 1.5 }}>
        <AddTitleForm
          label={t('scrumboard.card.newCard')}
          buttonLabel={t('scrumboard.card.add')}
          pending={create.isPending}
          onAdd={(title, done) => create.mutate({ listId: list.id, title }, { onSuccess: done })}
        />
      </Stack>
    </Paper>
  );
}
