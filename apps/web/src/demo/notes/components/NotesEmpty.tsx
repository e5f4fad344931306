import { useTranslation } from 'react-i18next';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import StickyNote from '@mui/icons-material/StickyNote2Outlined';
import { EmptyState } from '@/shared/ui/EmptyState';
import type { NotesFilter } from '../notes-filter';

const icons = {
  notes: StickyNote,
  reminders: NotificationsOutlined,
  archive: ArchiveOutlined,
  label: LabelOutlined,
};

/** What an empty list says: nothing matches the search, or this list has no notes yet. */
export function NotesEmpty({ filter, search }: { filter: NotesFilter; search: string }) {
  const { t } = useTranslation();
  if (search.trim())
    return (
      <EmptyState
        icon={SearchOff}
        title={t('notes.empty.search.title')}
        text={t('notes.empty.search.text', { search: search.trim() })}
      />
    );
  return (
    <EmptyState
      icon={icons[filter.kind]}
      title={t(`notes.empty.${filter.kind}.title`)}
      text={t(`notes.empty.${filter.kind}.text`)}
    />
  );
}
