import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import Skeleton from '@mui/material/Skeleton';
import { createLink } from '@tanstack/react-router';
import { useConfirmedDelete } from '@/shared/ui/confirmation-dialog/use-confirmed-delete';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { useFormat } from '@/shared/i18n/use-format';
import Add from '@mui/icons-material/Add';
import Create from '@mui/icons-material/Create';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LabelIcon from '@mui/icons-material/Label';
import type { MailLabel } from '@taka/demo-api/schemas/mailbox';
import { useMailFilters } from '../api/get-filters';
import { useMailFolders } from '../api/get-folders';
import { useMailLabels } from '../api/get-labels';
import { useDeleteLabel } from '../api/delete-label';
import type { MailSelection } from '../api/get-mails';
import { labelSwatch } from '../label-colors';
import { listLink } from '../mailbox-paths';
import { folderTitle } from '../mail-text';
import { FilterIcon, FolderIcon } from './folder-icons';
import { LabelDialog } from './LabelDialog';

const ListItemLink = createLink(ListItemButton);

type Props = { current: MailSelection; onCompose: () => void; onNavigate: () => void };

/** Compose, the folders with their counts, the filters and the labels (which can be added, edited and deleted). */
export function MailboxSidebar({ current, onCompose, onNavigate }: Props) {
  const { t } = useTranslation();
  const folders = useMailFolders();
  const format = useFormat();
  const filters = useMailFilters();
  const labels = useMailLabels();
  const [editing, setEditing] = useState<MailLabel | 'new' | null>(null);
  const { askToDelete, deletedNotice } = useConfirmedDelete('mailbox.label', useDeleteLabel());
  const isCurrent = (kind: MailSelection['kind'], slug: string) =>
    current.kind === kind && current.slug === slug;

  const entry = (
    kind: MailSelection['kind'],
    slug: string,
    text: string,
    icon: React.ReactNode,
    count = 0,
    action?: React.ReactNode,
  ) => (
    <ListItem key={`${kind}-${slug}`} disablePadding secondaryAction={action}>
      <ListItemLink
        {...listLink({ kind, slug })}
        selected={isCurrent(kind, slug)}
        aria-current={isCurrent(kind, slug) ? 'page' : undefined}
        onClick={onNavigate}
        sx={{ borderRadius: 2, mx: 1 }}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>
        <ListItemText primary={text} />
        {count > 0 && (
          <Box component="span" sx={{ fontWeight: 700, fontSize: 13, color: 'primary.main' }}>
            <span aria-hidden>{format.number(count)}</span>
            <Box component="span" sx={visuallyHidden}>
              {t(slug === 'drafts' || slug === 'spam' ? 'mailbox.countAll' : 'mailbox.countUnread', {
                count,
              })}
            </Box>
          </Box>
        )}
      </ListItemLink>
    </ListItem>
  );

  return (
    <Box component="nav" aria-label={t('mailbox.sidebar')} sx={{ py: 2 }}>
      <Box sx={{ px: 2, pb: 2 }}>
        <Button variant="contained" fullWidth startIcon={<Create />} onClick={onCompose}>
          {t('mailbox.compose')}
        </Button>
      </Box>
      <Typography
        component="h2"
        variant="overline"
        color="text.secondary"
        sx={{ px: 3, display: 'block', mt: 1 }}
      >
        {t('mailbox.folders')}
      </Typography>
      <List dense disablePadding>
        {folders.data
          ? folders.data.map((folder) =>
              entry(
                'folder',
                folder.slug,
                folderTitle(t, folder.slug, folder.title),
                <FolderIcon slug={folder.slug} />,
                folder.count,
              ),
            )
          : rowSkeletons(5)}
      </List>
      <Typography
        component="h2"
        variant="overline"
        color="text.secondary"
        sx={{ px: 3, display: 'block', mt: 1 }}
      >
        {t('mailbox.filters')}
      </Typography>
      <List dense disablePadding>
        {filters.data
          ? filters.data.map((filter) =>
              entry(
                'filter',
                filter.slug,
                t(`mailbox.filter.${filter.slug}`, { defaultValue: filter.title }),
                <FilterIcon slug={filter.slug} />,
              ),
            )
          : rowSkeletons(2)}
      </List>
      <Typography
        component="h2"
        variant="overline"
        color="text.secondary"
        sx={{ px: 3, display: 'block', mt: 1 }}
      >
        {t('mailbox.labels')}
      </Typography>
      <List dense disablePadding>
        {labels.data
          ? labels.data.map((label) =>
              entry(
                'label',
                label.slug,
                label.title,
                <LabelIcon sx={{ color: labelSwatch(label.color) }} />,
                0,
                <IconButton
                  edge="end"
                  size="small"
                  aria-label={t('mailbox.label.edit', { name: label.title })}
                  onClick={() => setEditing(label)}
                >
                  <EditOutlined fontSize="small" />
                </IconButton>,
              ),
            )
          : rowSkeletons(6)}
        <ListItem disablePadding>
          <ListItemButton onClick={() => setEditing('new')} sx={{ borderRadius: 2, mx: 1 }}>
            <ListItemIcon sx={{ minWidth: 40 }}>
              <Add />
            </ListItemIcon>
            <ListItemText primary={t('mailbox.label.add')} />
          </ListItemButton>
        </ListItem>
      </List>
      {editing && (
        <LabelDialog
          label={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onDelete={(label) => {
            setEditing(null);
            void askToDelete({ id: label.id, name: label.title });
          }}
        />
      )}
      {deletedNotice}
    </Box>
  );
}

const rowSkeletons = (rows: number) =>
  Array.from({ length: rows }, (_, i) => (
    <ListItem key={i} aria-hidden>
      <Skeleton variant="rounded" height={36} width="100%" />
    </ListItem>
  ));
