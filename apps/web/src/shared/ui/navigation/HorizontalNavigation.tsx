import { useMemo, useState } from 'react';
import { useLocation } from '@tanstack/react-router';
import Box from '@mui/material/Box';
import type { NavigationItem } from '@taka/contracts';
import { BasicItem } from './BasicItem';
import { FlyoutItem } from './FlyoutItem';
import { visibleItems } from './navigation-state';
import { NavigationContext, type NavigationContextValue, type NavigationFunction } from './NavigationContext';

type Props = {
  items: NavigationItem[];
  'aria-label': string;
  functions?: Record<string, NavigationFunction>;
};

const NO_FUNCTIONS: Record<string, NavigationFunction> = {};
const NOTHING_EXPANDED: ReadonlySet<string> = new Set();

/** The horizontal menu: top-level items in a row; anything with children opens a panel below it. */
export function HorizontalNavigation({ items, functions = NO_FUNCTIONS, ...navProps }: Props) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const [openId, setOpenId] = useState<string | null>(null);
  const context = useMemo<NavigationContextValue>(
    () => ({
      appearance: 'default',
      variant: 'default',
      pathname,
      expanded: NOTHING_EXPANDED,
      toggle: () => undefined,
      openAsideId: openId,
      setOpenAsideId: setOpenId,
      functions,
    }),
    [pathname, openId, functions],
  );

  return (
    <NavigationContext.Provider value={context}>
      <nav {...navProps}>
        <ul
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 4,
            margin: 0,
            padding: '0 8px',
            listStyle: 'none',
          }}
        >
          {visibleItems(items).map((item) => {
            switch (item.type) {
              case 'basic':
                if (visibleItems(item.children).length === 0)
                  return <BasicItem key={item.id} item={item} depth={0} />;
                // A basic item with children opens them, its own link first.
                return (
                  <FlyoutItem
                    key={item.id}
                    item={{ ...item, children: [{ ...item, children: undefined }, ...(item.children ?? [])] }}
                    below
                    open={openId === item.id}
                    onOpenChange={(open) => setOpenId(open ? item.id : null)}
                  />
                );
              case 'divider':
                return (
                  <Box
                    key={item.id}
                    component="li"
                    role="separator"
                    aria-orientation="vertical"
                    sx={{ width: '1px', height: 24, bgcolor: 'divider' }}
                  />
                );
              case 'spacer':
                return <li key={item.id} aria-hidden style={{ flexGrow: 1 }} />;
              default:
                return (
                  <FlyoutItem
                    key={item.id}
                    item={item}
                    below
                    open={openId === item.id}
                    onOpenChange={(open) => setOpenId(open ? item.id : null)}
                  />
                );
            }
          })}
        </ul>
      </nav>
    </NavigationContext.Provider>
  );
}
