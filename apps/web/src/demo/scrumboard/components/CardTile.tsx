import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFile from '@mui/icons-material/AttachFile';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import ChecklistIcon from '@mui/icons-material/Checklist';
import Schedule from '@mui/icons-material/Schedule';
import { useFormat } from '@/shared/i18n/use-format';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { useSortableTransition } from '@/shared/ui/sortable/use-sortable-transition';
import { cardDndId } from '../dnd';
import type { CardData } from '../types';

type Props = { card: CardData; onOpen: (cardId: string) => void };

/** One fact under a card's title: an icon and a short text, with the full phrase for screen readers if given. */
function Fact({ icon, text, spoken }: { icon: ReactNode; text: string; spoken?: string }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {icon}
      <Typography variant="body2">
        <span aria-hidden={spoken ? true : undefined}>{text}</span>
        {spoken && (
          <Box component="span" sx={visuallyHidden}>
            {spoken}
          </Box>
        )}
      </Typography>
    </Stack>
  );
}

/** A card on the board: a click or Enter opens it, Space lifts it to move it (or dragging it). */
export function CardTile({ card, onOpen }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: cardDndId(card.id),
    data: { listId: card.listId },
    attributes: { roleDescription: t('scrumboard.dnd.cardRole') },
    transition: useSortableTransition(),
  });
  const items = card.checklists.flatMap((checklist) => checklist.items);
  const comments = card.activities.filter((activity) => activity.kind === 'comment').length;
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    listeners?.onKeyDown?.(event);
    if (event.key === 'Enter' && !isDragging) onOpen(card.id);
  };
  return (
    <Box component="li" sx={{ transform: CSS.Transform.toString(transform), transition }}>
      <Paper
        ref={setNodeRef}
        {...attributes}
        {...listeners}
        onKeyDown={onKeyDown}
        onClick={() => onOpen(card.id)}
        data-card-id={card.id}
        sx={{
          p: 1.5,
          borderRadius: 2,
          cursor: 'grab',
          touchAction: 'manipulation',
          opacity: isDragging ? 0.5 : 1,
          '&:focus-visible': {
            outline: 2,
            outlineColor: 'primary.main',
            outlineStyle: 'solid',
            outlineOffset: 2,
          },
        }}
      >
        {card.labels.length > 0 && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mb: 1 }}>
            {card.labels.map((label) => (
              <Chip key={label.id} label={label.title} size="small" color="primary" variant="outlined" />
            ))}
          </Stack>
        )}
        <Typography sx={{ fontWeight: 600 }}>{card.title}</Typography>
        {(card.dueDate || items.length > 0 || card.attachments.length > 0 || comments > 0) && (
          <Stack direction="row" sx={{ mt: 1, columnGap: 2, flexWrap: 'wrap', color: 'text.secondary' }}>
            {card.dueDate && (
              <Fact
                icon={<Schedule fontSize="small" aria-hidden />}
                text={t('scrumboard.card.due', { date: format.date(card.dueDate) })}
              />
            )}
            {items.length > 0 && (
              <Fact
                icon={<ChecklistIcon fontSize="small" aria-hidden />}
                text={t('scrumboard.card.checked', {
                  done: items.filter((item) => item.checked).length,
                  total: items.length,
                })}
              />
            )}
            {card.attachments.length > 0 && (
              <Fact
                icon={<AttachFile fontSize="small" aria-hidden />}
                text={format.number(card.attachments.length)}
                spoken={t('scrumboard.card.attachments', { count: card.attachments.length })}
              />
            )}
            {comments > 0 && (
              <Fact
                icon={<ChatBubbleOutline fontSize="small" aria-hidden />}
                text={format.number(comments)}
                spoken={t('scrumboard.card.comments', { count: comments })}
              />
            )}
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
