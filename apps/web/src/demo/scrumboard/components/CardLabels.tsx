import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Check from '@mui/icons-material/Check';
import { useUpdateCard } from '../api/update-card';
import type { BoardData, CardData } from '../types';

/** The board's labels, each pressed on or off for the card (saved at once). */
export function CardLabels({ board, card }: { board: BoardData; card: CardData }) {
  const { t } = useTranslation();
  const update = useUpdateCard(board.id);
  const onCard = new Set(card.labels.map((label) => label.id));
  const toggle = (labelId: string) => {
    const labels = onCard.has(labelId)
      ? card.labels.map((label) => label.id).filter((id) => id !== labelId)
      : [...onCard, labelId];
    update.mutate({ id: card.id, labels });
  };
  return (
    <Stack component="section" aria-label={t('scrumboard.card.labels')} spacing={1} sx={{ mt: 3 }}>
      <Typography component="h3" variant="subtitle2">
        {t('scrumboard.card.labels')}
      </Typography>
      {board.labels.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('scrumboard.card.noLabels')}
        </Typography>
      ) : (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {board.labels.map((label) => {
            const pressed = onCard.has(label.id);
            return (
              <Chip
                key={label.id}
                label={label.title}
                color="primary"
                variant={pressed ? 'filled' : 'outlined'}
                icon={pressed ? <Check /> : undefined}
                aria-pressed={pressed}
                disabled={update.isPending}
                onClick={() => toggle(label.id)}
              />
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
