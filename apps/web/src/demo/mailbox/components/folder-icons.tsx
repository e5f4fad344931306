import Delete from '@mui/icons-material/DeleteOutlined';
import Drafts from '@mui/icons-material/DraftsOutlined';
import Folder from '@mui/icons-material/FolderOutlined';
import Inbox from '@mui/icons-material/InboxOutlined';
import LabelImportant from '@mui/icons-material/LabelImportantOutlined';
import Report from '@mui/icons-material/ReportOutlined';
import Send from '@mui/icons-material/SendOutlined';
import StarOutline from '@mui/icons-material/StarBorder';

const FOLDER_ICONS = { inbox: Inbox, sent: Send, drafts: Drafts, spam: Report, trash: Delete };

export function FolderIcon({ slug }: { slug: string }) {
  const Icon = FOLDER_ICONS[slug as keyof typeof FOLDER_ICONS] ?? Folder;
  return <Icon />;
}

export function FilterIcon({ slug }: { slug: string }) {
  return slug === 'starred' ? <StarOutline /> : <LabelImportant />;
}
