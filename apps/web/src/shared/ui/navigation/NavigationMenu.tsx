import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from '@tanstack/react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { NavigationItem } from '@taka/contracts';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { menuEntries, opensMenu } from './menu-entries';
import { NavigationIcon } from './navigation-icons';
import { itemLinkProps } from './item-link';
import { hasActiveDescendant, isLinkActive } from './navigation-state';
import type { NavigationFunction } from './NavigationContext';

type Props = {
  id: string;
  /** The item whose children the menu lists; its title names the menu. */
  parent: NavigationItem;
  anchor: HTMLElement | null;
  /** Under the button (a menu bar) or beside it (a rail). */
  placement: 'below' | 'beside';
  functions: Record<string, NavigationFunction>;
  onClose: () => void;
  onItemChosen?: (item: NavigationItem) => void;
};

type EntryContext = { pathname: string; choose: (item: NavigationItem) => void };

/**
 * A drop-down menu of navigation items: links as menu items (the current page selected), items with children as
 * labelled groups of their own, nested as deep as the tree goes. Arrows move through every link, Escape closes.
 */
export function NavigationMenu({ id, parent, anchor, placement, functions, onClose, onItemChosen }: Props) {
  const { t } = useTranslation();
  const pathname = useLocation({ select: (location) => location.pathname });
  const title = parent.title ? t(parent.title) : '';
  const choose = (item: NavigationItem) => {
    if (item.function) functions[item.function]?.(item);
    onClose();
    onItemChosen?.(item);
  };
  return (
    <Menu
      id={id}
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={
        placement === 'below'
          ? { vertical: 'bottom', horizontal: 'left' }
          : { vertical: 'top', horizontal: 'right' }
      }
      transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      slotProps={{
        list: { 'aria-label': title },
        paper: {
          sx: {
            minWidth: 220,
            maxWidth: 340,
            maxHeight: 'min(80vh, 640px)',
            ml: placement === 'beside' ? 1 : 0,
          },
        },
      }}
    >
      {/* Beside a rail of icons the menu says what it is: the icon's title is not on screen. */}
      {placement === 'beside' && (
        <li role="none">
          <GroupHeading title={title} depth={0} active={false} menuTitle />
        </li>
      )}
      <MenuEntries items={menuEntries(parent)} depth={0} context={{ pathname, choose }} />
    </Menu>
  );
}

function MenuEntries({
  items,
  depth,
  context,
}: {
  items: NavigationItem[];
  depth: number;
  context: EntryContext;
}) {
  // Titles line up: where some links of a list have icons, the others keep their room.
  const iconRoom = items.some((item) => item.icon && !opensMenu(item));
  return items.map((item) => {
    if (item.type === 'spacer') return null;
    if (item.type === 'divider') return <Divider key={item.id} component="li" />;
    if (opensMenu(item)) return <MenuGroup key={item.id} item={item} depth={depth} context={context} />;
    return <MenuLink key={item.id} item={item} depth={depth} iconRoom={iconRoom} context={context} />;
  });
}

function MenuGroup({ item, depth, context }: { item: NavigationItem; depth: number; context: EntryContext }) {
  const { t } = useTranslation();
  const headingId = useId();
  const active = hasActiveDescendant(item, context.pathname);
  return (
    <li role="none" className={item.classes?.wrapper}>
      <GroupHeading id={headingId} title={item.title ? t(item.title) : ''} depth={depth} active={active} />
      <Box component="ul" role="group" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        <MenuEntries items={menuEntries(item)} depth={depth + 1} context={context} />
      </Box>
    </li>
  );
}

function GroupHeading({
  id,
  title,
  depth,
  active,
  menuTitle = false,
}: {
  id?: string;
  title: string;
  depth: number;
  active: boolean;
  /** The whole menu's title rather than a group's. */
  menuTitle?: boolean;
}) {
  return (
    <Box
      id={id}
      sx={{
        pl: 2 + depth * 2,
        pr: 2,
        pt: 1.5,
        pb: 0.5,
        fontWeight: 700,
        ...(menuTitle
          ? { fontSize: 15, color: 'text.primary' }
          : {
              fontSize: 12,
              textTransform: 'uppercase',
              letterSpacing: '0.06em',
              color: active ? 'primary.main' : 'text.secondary',
            }),
      }}
    >
      {title}
    </Box>
  );
}

function MenuLink({
  item,
  depth,
  iconRoom,
  context,
}: {
  item: NavigationItem;
  depth: number;
  iconRoom: boolean;
  context: EntryContext;
}) {
  const { t } = useTranslation();
  const active = isLinkActive(item, context.pathname);
  return (
    <MenuItem
      {...itemLinkProps(item, active)}
      selected={active}
      disabled={item.disabled}
      className={item.classes?.wrapper}
      onClick={() => context.choose(item)}
      sx={{
        pl: 2 + depth * 2,
        whiteSpace: 'normal',
        '&.Mui-selected': { color: 'primary.main', fontWeight: 600, boxShadow: 'inset 3px 0 0 currentColor' },
      }}
    >
      {(item.icon || iconRoom) && (
        <ListItemIcon sx={{ color: 'inherit' }}>
          {item.icon && <NavigationIcon name={item.icon} className={item.classes?.icon} />}
        </ListItemIcon>
      )}
      <ListItemText
        primary={item.title ? t(item.title) : ''}
        secondary={item.subtitle ? t(item.subtitle) : undefined}
        slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }}
      />
      {item.externalLink && item.target === '_blank' && (
        <span style={visuallyHidden}>{t('navigation.opensInNewTab')}</span>
      )}
      {item.badge?.title && (
        <Chip size="small" color="primary" label={t(item.badge.title)} sx={{ ml: 1, height: 20 }} />
      )}
    </MenuItem>
  );
}
