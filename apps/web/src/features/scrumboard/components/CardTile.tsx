import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChecklistIcon from '@mui/icons-material/Checklist';
import Schedule from '@mui/icons-material/Schedule';
import { useFormat } from '@/shared/i18n/use-format';
import { cardDndId } from '../dnd';
import type { CardData } from '../types';

type Props = { card: CardData; onOpen: (cardId: string) => void };

/** A card on the board: a click or Enter opens it, Space lifts it to move it (or dragging it). */
export function CardTile({ card, onOpen }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: cardDndId(card.id),
    data: { listId: card.listId },
    attributes: { roleDescription: t('scrumboard.dnd.cardRole') },
  });
  const items = card.checklists.flatMap((checklist) => checklist.items);
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
        {(card.dueDate || items.length > 0) && (
          <Stack direction="row" spacing={2} sx={{ mt: 1, color: 'text.secondary' }}>
            {card.dueDate && (
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <Schedule fontSize="small" aria-hidden />
                <Typography variant="body2">
                  {t('scrumboard.card.due', { date: format.date(card.dueDate) })}
                </Typography>
              </Stack>
            )}
            {items.length > 0 && (
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <ChecklistIcon fontSize="small" aria-hidden />
                <Typography variant="body2">
                  {t('scrumboard.card.checked', {
                    done: items.filter((item) => item.checked).length,
                    total: items.length,
                  })}
                </Typography>
              </Stack>
            )}
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
