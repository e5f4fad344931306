import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from '@tanstack/react-router';
import type { SxProps, Theme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { NavigationItem } from '@taka/contracts';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { fittingCount, opensMenu, topLevelEntries } from './menu-entries';
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
};

const NO_FUNCTIONS: Record<string, NavigationFunction> = {};
const GAP = 4;

/**
 * The horizontal menu (SPEC 2.3): the top-level entries in a row, each item with children a button opening a
 * drop-down menu of them. Entries that do not fit the width move into a More menu, so no label is ever cut.
 * ArrowLeft and ArrowRight move along the row.
 */
export function HorizontalNavigation({ items, functions = NO_FUNCTIONS, ...navProps }: Props) {
  const entries = useMemo(() => topLevelEntries(items), [items]);
  const rowRef = useRef<HTMLUListElement>(null);
  const facesRef = useRef<HTMLDivElement>(null);
  const [shownCount, setShownCount] = useState(entries.length);

  // The entries' widths come from an invisible copy of their faces, so entries in the More menu are measured too.
  useLayoutEffect(() => {
    const row = rowRef.current;
    const faces = facesRef.current;
    if (!row || !faces) return;
    const fit = () => {
      const widths = Array.from(faces.children, (face) => face.getBoundingClientRect().width);
      const moreWidth = widths.pop() ?? 0;
      setShownCount(fittingCount(widths, row.clientWidth, moreWidth, GAP));
    };
    const observer = new ResizeObserver(fit);
    observer.observe(row);
    observer.observe(faces);
    fit();
    return () => observer.disconnect();
  }, [entries]);

  const overflow = entries.slice(shownCount);
  const more: NavigationItem = { id: 'more', type: 'group', title: 'navigation.more', children: overflow };

  return (
    <Box
      component="nav"
      {...navProps}
      sx={{ position: 'relative', px: 1, py: 0.75, borderTop: 1, borderColor: 'divider' }}
    >
      <Box
        ref={rowRef}
        component="ul"
        onKeyDown={moveAlongRow}
        sx={{ display: 'flex', alignItems: 'center', gap: `${GAP}px`, m: 0, p: 0, listStyle: 'none' }}
      >
        {entries.slice(0, shownCount).map((entry) => (
          <BarEntry key={entry.id} item={entry} functions={functions} />
        ))}
        {overflow.length > 0 && (
          <li>
            <BarMenuButton item={more} icon="more_horiz" functions={functions} />
          </li>
        )}
      </Box>
      <Box
        ref={facesRef}
        aria-hidden
        sx={{
          position: 'absolute',
          top: 0,
          left: 0,
          display: 'flex',
          width: 'max-content',
          height: 0,
          overflow: 'hidden',
          visibility: 'hidden',
          '& > *': { flexShrink: 0 },
        }}
      >
        {entries.map((entry) => (
          <EntryFace key={entry.id} item={entry} />
        ))}
        <EntryFace item={{ ...more, icon: 'more_horiz', children: entries }} />
      </Box>
    </Box>
  );
}

/** ArrowLeft/ArrowRight (Home/End) between the row's own buttons and links; keys inside a menu are left alone. */
function moveAlongRow(event: KeyboardEvent<HTMLUListElement>) {
  const stops = Array.from(
    event.currentTarget.querySelectorAll<HTMLElement>(':scope > li > a, :scope > li > button'),
  );
  const index = stops.indexOf(event.target as HTMLElement);
  if (index < 0) return;
  const moves: Record<string, number> = {
    ArrowRight: index + 1,
    ArrowLeft: index - 1,
    Home: 0,
    End: stops.length - 1,
  };
  const next = moves[event.key];
  if (next === undefined) return;
  event.preventDefault();
  stops[(next + stops.length) % stops.length]?.focus();
}

function BarEntry({
  item,
  functions,
}: {
  item: NavigationItem;
  functions: Record<string, NavigationFunction>;
}) {
  const { t } = useTranslation();
  const pathname = useLocation({ select: (location) => location.pathname });
  if (item.type === 'spacer') return <li aria-hidden style={{ flexGrow: 1 }} />;
  if (item.type === 'divider')
    return (
      <Box
        component="li"
        role="separator"
        aria-orientation="vertical"
        sx={{ width: '1px', height: 24, bgcolor: 'divider' }}
      />
    );
  if (opensMenu(item))
    return (
      <li className={item.classes?.wrapper}>
        <BarMenuButton item={item} functions={functions} />
      </li>
    );

  const active = isLinkActive(item, pathname);
  return (
    <li className={item.classes?.wrapper}>
      <ButtonBase
        {...itemLinkProps(item, active)}
        disabled={item.disabled}
        title={item.tooltip ? t(item.tooltip) : undefined}
        onClick={() => (item.function ? functions[item.function]?.(item) : undefined)}
        sx={entrySx(active ? 'current' : 'none')}
      >
        <EntryFace item={item} />
      </ButtonBase>
    </li>
  );
}

function BarMenuButton({
  item,
  icon,
  functions,
}: {
  item: NavigationItem;
  icon?: string;
  functions: Record<string, NavigationFunction>;
}) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const trigger = useMenuTrigger();
  return (
    <>
      <ButtonBase
        {...trigger.triggerProps}
        disabled={item.disabled}
        sx={entrySx(hasActiveDescendant(item, pathname) ? 'within' : 'none')}
      >
        <EntryFace item={icon ? { ...item, icon } : item} />
      </ButtonBase>
      <NavigationMenu
        id={trigger.menuId}
        parent={item}
        anchor={trigger.anchor}
        placement="below"
        functions={functions}
        onClose={trigger.close}
      />
    </>
  );
}

/** Icon, title (never cut: an entry that does not fit moves into More) and, for a menu, its chevron. */
function EntryFace({ item }: { item: NavigationItem }) {
  const { t } = useTranslation();
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        minHeight: 40,
        fontSize: 14,
        fontWeight: 600,
        whiteSpace: 'nowrap',
      }}
    >
      {item.icon && <NavigationIcon name={item.icon} className={item.classes?.icon} />}
      {item.title ? t(item.title) : ''}
      {item.externalLink && item.target === '_blank' && (
        <span style={visuallyHidden}>{t('navigation.opensInNewTab')}</span>
      )}
      {opensMenu(item) && <ExpandMore fontSize="small" aria-hidden sx={{ mr: -0.5 }} />}
    </Box>
  );
}

/** The current page's entry is filled; a menu holding it is marked in the accent colour and underlined. */
function entrySx(active: 'current' | 'within' | 'none'): SxProps<Theme> {
  return {
    borderRadius: 1.5,
    color:
      active === 'current' ? 'primary.contrastText' : active === 'within' ? 'primary.main' : 'text.primary',
    bgcolor: active === 'current' ? 'primary.main' : 'transparent',
    boxShadow: active === 'within' ? 'inset 0 -2px 0 currentColor' : 'none',
    '&:hover': { bgcolor: active === 'current' ? 'primary.main' : 'action.hover' },
    '&[aria-expanded="true"]': { bgcolor: 'action.selected' },
    '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
  };
}
