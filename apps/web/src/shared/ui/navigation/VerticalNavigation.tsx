import { useCallback, useMemo, useState, type ComponentProps } from 'react';
import { useLocation } from '@tanstack/react-router';
import List from '@mui/material/List';
import type { NavigationItem } from '@taka/contracts';
import { activeCollapsableIds, toggleExpanded, type NavigationAppearance } from './navigation-state';
import { NavigationContext, type NavigationContextValue, type NavigationFunction } from './NavigationContext';
import { NavigationItems } from './NavigationItemView';

type Props = {
  items: NavigationItem[];
  'aria-label': string;
  appearance?: NavigationAppearance;
  variant?: NavigationContextValue['variant'];
  /** Opening a collapsable closes the others that are not its ancestors (default true). */
  autoCollapse?: boolean;
  functions?: Record<string, NavigationFunction>;
  onItemChosen?: (item: NavigationItem) => void;
} & Omit<ComponentProps<'nav'>, 'children'>;

const NO_FUNCTIONS: Record<string, NavigationFunction> = {};

/** The vertical menu (SPEC 2.3): every item type, four appearances, collapsables that follow the active link. */
export function VerticalNavigation({
  items,
  appearance = 'default',
  variant = 'default',
  autoCollapse = true,
  functions = NO_FUNCTIONS,
  onItemChosen,
  ...navProps
}: Props) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const [expandedState, setExpandedState] = useState<{ pathname: string; expanded: ReadonlySet<string> }>(
    () => ({
      pathname,
      expanded: new Set(activeCollapsableIds(items, pathname)),
    }),
  );
  const [openAsideId, setOpenAsideId] = useState<string | null>(null);

  // On navigation the collapsables holding the new active link open (and, with auto-collapse, the rest close).
  let expanded = expandedState.expanded;
  if (expandedState.pathname !== pathname) {
    const active = activeCollapsableIds(items, pathname);
    expanded = new Set(autoCollapse ? active : [...expandedState.expanded, ...active]);
    setExpandedState({ pathname, expanded });
  }

  const toggle = useCallback(
    (id: string, ancestorIds: readonly string[]) =>
      setExpandedState((state) => ({
        ...state,
        expanded: toggleExpanded(state.expanded, id, ancestorIds, autoCollapse),
      })),
    [autoCollapse],
  );

  const context = useMemo<NavigationContextValue>(
    () => ({
      appearance,
      variant,
      pathname,
      expanded,
      toggle,
      openAsideId,
      setOpenAsideId,
      functions,
      onItemChosen,
    }),
    [appearance, variant, pathname, expanded, toggle, openAsideId, functions, onItemChosen],
  );

  return (
    <NavigationContext.Provider value={context}>
      <nav {...navProps}>
        <List
          component="ul"
          disablePadding
          sx={{ px: appearance === 'default' ? 1.5 : 1, display: 'flex', flexDirection: 'column' }}
        >
          <NavigationItems items={items} depth={0} ancestorIds={[]} />
        </List>
      </nav>
    </NavigationContext.Provider>
  );
}
