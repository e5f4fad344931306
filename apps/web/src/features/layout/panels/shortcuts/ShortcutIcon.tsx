import type { SvgIconProps } from '@mui/material/SvgIcon';
import LinkIcon from '@mui/icons-material/Link';
import { SHORTCUT_ICONS } from './shortcut-icons';

/** A shortcut's icon by its name; a link icon for a name it does not know. */
export function ShortcutIcon({ name, ...props }: { name: string } & SvgIconProps) {
  const Icon = SHORTCUT_ICONS[name] ?? LinkIcon;
  return <Icon aria-hidden {...props} />;
}
