import { useTranslation } from 'react-i18next';
import { useLocation } from '@tanstack/react-router';
import type { SxProps, Theme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import type { NavigationItem } from '@taka/contracts';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { opensMenu, topLevelEntries } from './menu-entries';
import { NavigationIcon } from './navigation-icons';
import { itemLinkProps } from './item-link';
import { hasActiveDescendant, isLinkActive } from './navigation-state';
import type { NavigationFunction } from './NavigationContext';
import { NavigationMenu } from './NavigationMenu';
import { useMenuTrigger } from './use-menu-trigger';

type Props = {
  items: NavigationItem[];
  'aria-label': string;
  functions?: Record<string, NavigationFunction>;
  onItemChosen?: (item: NavigationItem) => void;
};

type EntryProps = {
  item: NavigationItem;
  functions: Record<string, NavigationFunction>;
  onItemChosen?: (item: NavigationItem) => void;
};

const NO_FUNCTIONS: Record<string, NavigationFunction> = {};

/**
 * The compact menu (SPEC 2.3): a narrow rail of icons whose titles show as tooltips (and are read by screen
 * readers); an item with children opens them in a menu beside the rail on a click, Enter, Space or ArrowRight.
 */
export function NavigationRail({ items, functions = NO_FUNCTIONS, onItemChosen, ...navProps }: Props) {
  return (
    <nav {...navProps}>
      <Box
        component="ul"
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5, m: 0, px: 1, py: 0 }}
      >
        {topLevelEntries(items).map((item) => (
          <RailEntry key={item.id} item={item} functions={functions} onItemChosen={onItemChosen} />
        ))}
      </Box>
    </nav>
  );
}

function RailEntry({ item, functions, onItemChosen }: EntryProps) {
  const { t } = useTranslation();
  const pathname = useLocation({ select: (location) => location.pathname });
  if (item.type === 'spacer') return <li aria-hidden style={{ flexGrow: 1, listStyle: 'none' }} />;
  if (item.type === 'divider')
    return (
      <Box
        component="li"
        role="separator"
        sx={{ listStyle: 'none', alignSelf: 'stretch', my: 1, mx: 1, borderTop: 1, borderColor: 'divider' }}
      />
    );
  if (opensMenu(item))
    return <RailMenuButton item={item} functions={functions} onItemChosen={onItemChosen} />;

  const active = isLinkActive(item, pathname);
  const link = (
    <ButtonBase
      {...itemLinkProps(item, active)}
      disabled={item.disabled}
      onClick={() => {
        if (item.function) functions[item.function]?.(item);
        onItemChosen?.(item);
      }}
      sx={railButtonSx(active ? 'current' : 'none')}
    >
      <RailFace item={item} />
    </ButtonBase>
  );
  return (
    <li className={item.classes?.wrapper} style={{ listStyle: 'none' }}>
      <Tooltip title={t(item.tooltip ?? item.title ?? '')} placement="right" describeChild>
        {link}
      </Tooltip>
    </li>
  );
}

function RailMenuButton({ item, functions, onItemChosen }: EntryProps) {
  const { t } = useTranslation();
  const pathname = useLocation({ select: (location) => location.pathname });
  const trigger = useMenuTrigger(['ArrowDown', 'ArrowRight']);
  return (
    <li className={item.classes?.wrapper} style={{ listStyle: 'none' }}>
      {/* No tooltip over the open menu. */}
      <Tooltip
        title={trigger.open ? '' : t(item.tooltip ?? item.title ?? '')}
        placement="right"
        describeChild
      >
        <ButtonBase
          {...trigger.triggerProps}
          disabled={item.disabled}
          sx={railButtonSx(hasActiveDescendant(item, pathname) ? 'within' : 'none')}
        >
          <RailFace item={item} />
        </ButtonBase>
      </Tooltip>
      <NavigationMenu
        id={trigger.menuId}
        parent={item}
        anchor={trigger.anchor}
        placement="beside"
        functions={functions}
        onClose={trigger.close}
        onItemChosen={onItemChosen}
      />
    </li>
  );
}

/** The icon, and the title for screen readers only. */
function RailFace({ item }: { item: NavigationItem }) {
  const { t } = useTranslation();
  return (
    <>
      <NavigationIcon name={item.icon ?? ''} className={item.classes?.icon} />
      <span style={visuallyHidden}>
        {item.title ? t(item.title) : ''}
        {item.externalLink && item.target === '_blank' && ` ${t('navigation.opensInNewTab')}`}
      </span>
      {opensMenu(item) && (
        <Box
          component="span"
          aria-hidden
          sx={{
            position: 'absolute',
            right: 4,
            bottom: 4,
            width: 0,
            height: 0,
            borderLeft: '5px solid transparent',
            borderBottom: '5px solid currentColor',
            opacity: 0.7,
          }}
        />
      )}
    </>
  );
}

/** The current page's icon is filled; an icon whose menu holds it carries the accent colour and a bar beside. */
function railButtonSx(active: 'current' | 'within' | 'none'): SxProps<Theme> {
  return {
    position: 'relative',
    width: 48,
    height: 48,
    borderRadius: 1.5,
    color:
      active === 'current' ? 'primary.contrastText' : active === 'within' ? 'primary.main' : 'text.primary',
    bgcolor: active === 'current' ? 'primary.main' : 'transparent',
    boxShadow: active === 'within' ? 'inset 3px 0 0 currentColor' : 'none',
    '& .MuiSvgIcon-root': { fontSize: 24 },
    '&:hover': { bgcolor: active === 'current' ? 'primary.main' : 'action.hover' },
    '&[aria-expanded="true"]': { bgcolor: 'action.selected' },
    '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
  };
}
