import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { createLink } from '@tanstack/react-router';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import StickyNote from '@mui/icons-material/StickyNote2Outlined';
import { useNoteLabels } from '../api/get-labels';
import { filterLink, sameFilter, type NotesFilter } from '../notes-filter';

const ListItemLink = createLink(ListItemButton);

type Props = {
  current: NotesFilter;
  onEditLabels: () => void;
  onNavigate: () => void;
};

/** The three note lists, one entry per label, and the way to edit the labels. */
export function NotesSidebar({ current, onEditLabels, onNavigate }: Props) {
  const { t } = useTranslation();
  const labels = useNoteLabels();

  const entry = (filter: NotesFilter, text: string, icon: ReactNode) => {
    const selected = sameFilter(filter, current);
    return (
      <ListItem key={filter.kind === 'label' ? filter.labelId : filter.kind} disablePadding>
        <ListItemLink
          {...filterLink(filter)}
          selected={selected}
          aria-current={selected ? 'page' : undefined}
          onClick={onNavigate}
          sx={{ borderRadius: 2, mx: 1 }}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>
          <ListItemText primary={text} />
        </ListItemLink>
      </ListItem>
    );
  };

  return (
    <Box component="nav" aria-label={t('notes.sidebar')} sx={{ py: 1 }}>
      <List dense disablePadding>
        {entry({ kind: 'notes' }, t('notes.filter.notes'), <StickyNote />)}
        {entry({ kind: 'reminders' }, t('notes.filter.reminders'), <NotificationsOutlined />)}
        {entry({ kind: 'archive' }, t('notes.filter.archive'), <ArchiveOutlined />)}
      </List>
      <Typography
        component="h2"
        variant="overline"
        color="text.secondary"
        sx={{ px: 3, display: 'block', mt: 1 }}
      >
        {t('notes.labels.list')}
      </Typography>
      <List dense disablePadding>
        {labels.data
          ? labels.data.map((label) =>
              entry({ kind: 'label', labelId: label.id }, label.title, <LabelOutlined />),
            )
          : Array.from({ length: 6 }, (_, i) => (
              <ListItem key={i} aria-hidden>
                <Skeleton variant="rounded" height={36} width="100%" />
              </ListItem>
            ))}
        <ListItem disablePadding>
          <ListItemButton onClick={onEditLabels} sx={{ borderRadius: 2, mx: 1 }}>
            <ListItemIcon sx={{ minWidth: 40 }}>
              <EditOutlined />
            </ListItemIcon>
            <ListItemText primary={t('notes.labels.title')} />
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );
}
