import { createContext, useContext } from 'react';
import type { NavigationItem } from '@taka/contracts';
import type { NavigationAppearance, NavigationVariant } from './navigation-state';

/** A client action a navigation item may name in `function` (e.g. `reload`). */
export type NavigationFunction = (item: NavigationItem) => void;

export type NavigationContextValue = {
  appearance: NavigationAppearance;
  variant: Exclude<NavigationVariant, 'horizontal'>;
  pathname: string;
  expanded: ReadonlySet<string>;
  toggle: (id: string, ancestorIds: readonly string[]) => void;
  openAsideId: string | null;
  setOpenAsideId: (id: string | null) => void;
  functions: Record<string, NavigationFunction>;
  /** Called after any item is chosen (the layout closes an overlay menu). */
  onItemChosen?: (item: NavigationItem) => void;
};

export const NavigationContext = createContext<NavigationContextValue | null>(null);

export function useNavigationContext(): NavigationContextValue {
  const context = useContext(NavigationContext);
  if (!context) throw new Error('Navigation items render inside VerticalNavigation');
  return context;
}
