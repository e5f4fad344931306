import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import type { Checklist } from '@taka/demo-api/schemas/scrumboard';
import { useUpdateCard } from '../api/update-card';
import { newLocalId } from '../card-form';
import type { CardData } from '../types';
import { AddTitleForm } from './AddTitleForm';

/** The card's checklists: add one, add, tick or remove its items, or remove it (each change saved at once). */
export function CardChecklists({ boardId, card }: { boardId: string; card: CardData }) {
  const { t } = useTranslation();
  const update = useUpdateCard(boardId);
  const save = (checklists: Checklist[], done?: () => void) =>
    update.mutate({ id: card.id, checklists }, { onSuccess: () => done?.() });
  const change = (id: string, edit: (checklist: Checklist) => Checklist) =>
    save(card.checklists.map((checklist) => (checklist.id === id ? edit(checklist) : checklist)));

  return (
    <Stack component="section" aria-label={t('scrumboard.checklist.section')} spacing={2} sx={{ mt: 3 }}>
      <Typography component="h3" variant="subtitle2">
        {t('scrumboard.checklist.section')}
      </Typography>
      {card.checklists.map((checklist) => {
        const done = checklist.items.filter((item) => item.checked).length;
        return (
          <Box key={checklist.id} component="section" aria-label={checklist.title}>
            <Stack direction="row" sx={{ alignItems: 'center' }}>
              <Typography component="h4" sx={{ fontWeight: 600, flexGrow: 1 }}>
                {checklist.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('scrumboard.card.checked', { done, total: checklist.items.length })}
              </Typography>
              <IconButton
                aria-label={t('scrumboard.checklist.remove', { title: checklist.title })}
                onClick={() => save(card.checklists.filter((each) => each.id !== checklist.id))}
              >
                <DeleteOutline />
              </IconButton>
            </Stack>
            <LinearProgress
              variant="determinate"
              value={checklist.items.length ? (done / checklist.items.length) * 100 : 0}
              aria-label={t('scrumboard.checklist.progress', { title: checklist.title })}
              sx={{ my: 1, borderRadius: 1 }}
            />
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {checklist.items.map((item) => (
                <Stack component="li" key={item.id} direction="row" sx={{ alignItems: 'center' }}>
                  <FormControlLabel
                    sx={{ flexGrow: 1 }}
                    label={item.text}
                    control={
                      <Checkbox
                        checked={item.checked}
                        onChange={(event) =>
                          change(checklist.id, (each) => ({
                            ...each,
                            items: each.items.map((other) =>
                              other.id === item.id ? { ...other, checked: event.target.checked } : other,
                            ),
                          }))
                        }
                      />
                    }
                  />
                  <IconButton
                    size="small"
                    aria-label={t('scrumboard.checklist.removeItem', { text: item.text })}
                    onClick={() =>
                      change(checklist.id, (each) => ({
                        ...each,
                        items: each.items.filter((other) => other.id !== item.id),
                      }))
                    }
                  >
                    <Close fontSize="small" />
                  </IconButton>
                </Stack>
              ))}
            </Box>
            <AddTitleForm
              label={t('scrumboard.checklist.newItem', { title: checklist.title })}
              buttonLabel={t('scrumboard.checklist.addItem')}
              pending={update.isPending}
              onAdd={(text, cleared) =>
                update.mutate(
                  {
                    id: card.id,
                    checklists: card.checklists.map((each) =>
                      each.id === checklist.id
                        ? { ...each, items: [...each.items, { id: newLocalId(), text, checked: false }] }
                        : each,
                    ),
                  },
                  { onSuccess: cleared },
                )
              }
            />
          </Box>
        );
      })}
      <AddTitleForm
        label={t('scrumboard.checklist.newChecklist')}
        buttonLabel={t('scrumboard.checklist.add')}
        pending={update.isPending}
        onAdd={(title, cleared) =>
          save([...card.checklists, { id: newLocalId(), title, items: [] }], cleared)
        }
      />
    </Stack>
  );
}
