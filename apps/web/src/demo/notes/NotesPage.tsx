import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useLocation, useNavigate } from '@tanstack/react-router';
import Add from '@mui/icons-material/Add';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import StickyNote from '@mui/icons-material/StickyNote2Outlined';
import type { Note } from '@taka/demo-api/schemas/notes';
import { useConfirmedDelete } from '@/shared/ui/confirmation-dialog/use-confirmed-delete';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { TextInput } from '@/shared/ui/form/TextInput';
import { ManageTagsDialog } from '@/demo/shared/tags/ManageTagsDialog';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useCreateLabel } from './api/create-label';
import { useCreateNote } from './api/create-note';
import { useDeleteLabel } from './api/delete-label';
import { useDeleteNote } from './api/delete-note';
import { useNoteLabels } from './api/get-labels';
import { useNotes } from './api/get-notes';
import { useRenameLabel } from './api/rename-label';
import { notesFilterOf, notesShown } from './notes-filter';
import { NoteCard } from './components/NoteCard';
import { NoteDialog } from './components/NoteDialog';
import { NotesEmpty } from './components/NotesEmpty';
import { NotesMasonry, NotesSkeleton } from './components/NotesMasonry';
import { NotesSidebar } from './components/NotesSidebar';

const SIDEBAR_WIDTH = 240;
const LABEL_MAX = 40;
const LabelTitleSchema = z.string().trim().min(1, 'notes.labelRequired').max(LABEL_MAX, 'notes.labelTooLong');

/** Notes as a masonry of cards, filtered by list or label from a sidebar and searched by title and text. */
export function NotesPage() {
  const { t } = useTranslation();
  const title = usePageTitle('pages.notes.title');
  const path = useLocation().pathname;
  const filter = notesFilterOf(path);
  const navigate = useNavigate();
  const desktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const notes = useNotes();
  const labels = useNoteLabels();
  const create = useCreateNote();
  const remove = useDeleteNote();
  const createLabel = useCreateLabel();
  const renameLabel = useRenameLabel();
  const deleteLabel = useDeleteLabel();
  // A search belongs to the list it was typed in: another list starts unsearched.
  const [searched, setSearched] = useState({ path, text: '' });
  const search = searched.path === path ? searched.text : '';
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [editingLabels, setEditingLabels] = useState(false);
  const [open, setOpen] = useState<{ id: string; isNew: boolean } | null>(null);
  const { askToDelete, deletedNotice } = useConfirmedDelete('notes.note', {
    mutate: (id, options) =>
      remove.mutate(id, {
        onSuccess: () => {
          setOpen(null);
          options.onSuccess();
        },
      }),
  });

  const openNote = notes.data?.find((note) => note.id === open?.id);
  const label = filter.kind === 'label' ? labels.data?.find((item) => item.id === filter.labelId) : undefined;
  const listTitle =
    filter.kind === 'label' ? (label?.title ?? t('notes.filter.label')) : t(`notes.filter.${filter.kind}`);

  const newNote = () =>
    create.mutate(filter.kind === 'label' && label ? [label.id] : [], {
      onSuccess: (note) => setOpen({ id: note.id, isNew: true }),
    });
  const closeNote = (note: Note, typed: { title: string; content: string }) => {
    setOpen(null);
    // A new note left empty is not kept.
    const empty = !typed.title.trim() && !typed.content.trim() && !note.tasks.length && !note.image;
    if (open?.isNew && empty) remove.mutate(note.id);
  };
  // Leaving the page of a label deleted in the labels dialog waits for the dialog to close.
  const [labelGone, setLabelGone] = useState(false);
  const closeLabels = () => {
    setEditingLabels(false);
    setLabelGone(false);
    if (labelGone) void navigate({ to: '/apps/notes' });
  };

  const sidebar = (
    <NotesSidebar
      current={filter}
      onEditLabels={() => {
        setDrawerOpen(false);
        setEditingLabels(true);
      }}
      onNavigate={() => setDrawerOpen(false)}
    />
  );
  const shown = notes.data && notesShown(notes.data, filter, search);

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800, flex: 1 }}>
          {title}
        </Typography>
        {!desktop && (
          <Button variant="outlined" startIcon={<LabelOutlined />} onClick={() => setDrawerOpen(true)}>
            {t('notes.showLists')}
          </Button>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
        {desktop ? (
          <Box sx={{ width: SIDEBAR_WIDTH, flexShrink: 0 }}>{sidebar}</Box>
        ) : (
          <Drawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            slotProps={{ paper: { sx: { width: 280 } } }}
          >
            {sidebar}
          </Drawer>
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            <TextInput
              type="search"
              label={t('notes.search')}
              value={search}
              onChange={(event) => setSearched({ path, text: event.target.value })}
              autoComplete="off"
              size="small"
              sx={{ flex: '1 1 16rem' }}
            />
            <Button variant="contained" startIcon={<Add />} loading={create.isPending} onClick={newNote}>
              {t('notes.newNote')}
            </Button>
          </Box>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {listTitle}
          </Typography>
          {notes.isError ? (
            <LoadFailed
              icon={StickyNote}
              title={t('notes.loadFailed.title')}
              text={t('notes.loadFailed.text')}
              onRetry={() => void notes.refetch()}
            />
          ) : !shown ? (
            <NotesSkeleton />
          ) : shown.length === 0 ? (
            <NotesEmpty filter={filter} search={search} />
          ) : (
            <NotesMasonry label={listTitle}>
              {shown.map((note) => (
                <NoteCard key={note.id} note={note} onOpen={(id) => setOpen({ id, isNew: false })} />
              ))}
            </NotesMasonry>
          )}
        </Box>
      </Box>
      {openNote && (
        <NoteDialog
          key={openNote.id}
          note={openNote}
          isNew={open?.isNew ?? false}
          onClose={(typed) => closeNote(openNote, typed)}
          onDelete={(note) => void askToDelete({ id: note.id, name: note.title || t('notes.untitled') })}
        />
      )}
      {editingLabels && (
        <ManageTagsDialog
          open
          onClose={closeLabels}
          keys="notes.labels"
          tags={labels.data ?? []}
          schema={LabelTitleSchema}
          maxLength={LABEL_MAX}
          create={createLabel}
          rename={renameLabel}
          remove={deleteLabel}
          onDeleted={(id) =>
            setLabelGone((gone) => gone || (filter.kind === 'label' && filter.labelId === id))
          }
        />
      )}
      {deletedNotice}
    </>
  );
}
