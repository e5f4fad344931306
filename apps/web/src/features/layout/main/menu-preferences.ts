import { useState } from 'react';
import {
  APPEARANCES,
  storedMenuPreferences,
  STORAGE_KEY,
  VARIANTS,
  type MenuPreferences,
} from './stored-menu-preferences';

export type { MenuPreferences };

/** Which menu variant and appearance the customer chose; remembered in this browser. */
export function useMenuPreferences() {
  const [preferences, setPreferences] = useState(storedMenuPreferences);
  const update = (change: Partial<MenuPreferences>) => {
    const next = { ...preferences, ...change };
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    setPreferences(next);
  };
  return [preferences, update] as const;
}

export const MENU_VARIANTS = VARIANTS;
export const MENU_APPEARANCES = APPEARANCES;
