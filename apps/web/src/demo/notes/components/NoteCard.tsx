import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckBox from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import type { Note } from '@taka/demo-api/schemas/notes';
import { useFormat } from '@/shared/i18n/use-format';
import { visuallyHidden } from '@/shared/ui/visually-hidden';

type Props = { note: Note; onOpen: (id: string) => void };

/**
 * One note in the masonry. Its title is the button that opens it; the button's box covers the whole card, so a
 * click anywhere opens the note while the card keeps its headings and lists for screen readers.
 */
export function NoteCard({ note, onOpen }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{
        position: 'relative',
        borderRadius: 3,
        overflow: 'hidden',
        breakInside: 'avoid',
        mb: 2,
        '&:hover': { boxShadow: 3 },
        '&:has(:focus-visible)': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {note.image && (
        <Box
          component="img"
          src={note.image}
          alt=""
          sx={{ display: 'block', width: '100%', maxHeight: 240 }}
        />
      )}
      <Box sx={{ p: 2, display: 'grid', gap: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          <ButtonBase
            id={titleId}
            onClick={() => onOpen(note.id)}
            disableRipple
            sx={{
              font: 'inherit',
              textAlign: 'start',
              color: note.title ? 'text.primary' : 'text.secondary',
              '&::after': { content: '""', position: 'absolute', inset: 0 },
              '&:focus-visible': { outline: 'none' },
            }}
          >
            {note.title || t('notes.untitled')}
          </ButtonBase>
        </Typography>
        {note.content && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {note.content}
          </Typography>
        )}
        {note.tasks.length > 0 && (
          <Box component="ul" aria-label={t('notes.checklist')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {note.tasks.map((task) => (
              <Box
                component="li"
                key={task.id}
                sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', typography: 'body2', py: 0.25 }}
              >
                {task.completed ? (
                  <CheckBox aria-hidden fontSize="small" color="primary" />
                ) : (
                  <CheckBoxOutlineBlank aria-hidden fontSize="small" />
                )}
                <Box component="span" sx={visuallyHidden}>
                  {task.completed ? t('notes.taskDone') : t('notes.taskOpen')}
                </Box>
                <Box
                  component="span"
                  sx={task.completed ? { textDecoration: 'line-through', color: 'text.secondary' } : {}}
                >
                  {task.content}
                </Box>
              </Box>
            ))}
          </Box>
        )}
        {(note.labels.length > 0 || note.reminder) && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {note.reminder && (
              <Chip
                size="small"
                icon={<NotificationsOutlined />}
                label={t('notes.reminderOn', { date: format.date(note.reminder) })}
              />
            )}
            {note.labels.map((label) => (
              <Chip key={label.id} size="small" variant="outlined" label={label.title} />
            ))}
          </Box>
        )}
      </Box>
    </Paper>
  );
}
