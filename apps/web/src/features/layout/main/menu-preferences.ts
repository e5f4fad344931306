import { useState } from 'react';
import type { NavigationAppearance, NavigationVariant } from '@/shared/ui/navigation';

const STORAGE_KEY = 'taka.menu';
const VARIANTS: NavigationVariant[] = ['default', 'compact', 'futuristic', 'horizontal'];
const APPEARANCES: NavigationAppearance[] = ['default', 'compact', 'dense', 'thin'];

export type MenuPreferences = { variant: NavigationVariant; appearance: NavigationAppearance };

function read(): MenuPreferences {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<MenuPreferences>;
    return {
      variant: VARIANTS.includes(stored.variant as NavigationVariant) ? stored.variant! : 'default',
      appearance: APPEARANCES.includes(stored.appearance as NavigationAppearance)
        ? stored.appearance!
        : 'default',
    };
  } catch {
    return { variant: 'default', appearance: 'default' };
  }
}

/** Which menu variant and appearance the customer chose; remembered in this browser. */
export function useMenuPreferences() {
  const [preferences, setPreferences] = useState(read);
  const update = (change: Partial<MenuPreferences>) => {
    const next = { ...preferences, ...change };
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    setPreferences(next);
  };
  return [preferences, update] as const;
}

export const MENU_VARIANTS = VARIANTS;
export const MENU_APPEARANCES = APPEARANCES;
