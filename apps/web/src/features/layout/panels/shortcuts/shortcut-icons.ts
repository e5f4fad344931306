import type { SvgIconComponent } from '@mui/icons-material';
import Assignment from '@mui/icons-material/AssignmentOutlined';
import Autorenew from '@mui/icons-material/Autorenew';
import CheckCircle from '@mui/icons-material/CheckCircleOutlined';
import Description from '@mui/icons-material/DescriptionOutlined';
import Groups from '@mui/icons-material/GroupsOutlined';
import Info from '@mui/icons-material/InfoOutlined';
import LinkIcon from '@mui/icons-material/Link';
import MailOutline from '@mui/icons-material/MailOutlined';
import MenuBook from '@mui/icons-material/MenuBookOutlined';
import PieChart from '@mui/icons-material/PieChartOutlined';

/** The shortcuts' icon names (the handlers' heroicons names) and the icon each is drawn with. */
export const SHORTCUT_ICONS: Record<string, SvgIconComponent> = {
  'heroicons_outline:clipboard-document-list': Assignment,
  'heroicons_outline:book-open': MenuBook,
  'heroicons_outline:information-circle': Info,
  'heroicons_outline:chart-pie': PieChart,
  'heroicons_outline:envelope': MailOutline,
  'heroicons_outline:check-circle': CheckCircle,
  'heroicons_outline:user-group': Groups,
  'heroicons_outline:arrow-path': Autorenew,
  'heroicons_outline:document': Description,
  'heroicons_outline:link': LinkIcon,
};

export const DEFAULT_SHORTCUT_ICON = 'heroicons_outline:link';

/** An in-app path ("apps/mailbox" as the samples have it becomes "/apps/mailbox"), or null for an outside URL. */
export function inAppPath(link: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('//')) return null;
  return link.startsWith('/') ? link : `/${link}`;
}
