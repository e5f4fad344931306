import type { NavigationAppearance, NavigationVariant } from '@/shared/ui/navigation';

export const STORAGE_KEY = 'taka.menu';
export const VARIANTS: NavigationVariant[] = ['default', 'compact', 'futuristic', 'horizontal'];
export const APPEARANCES: NavigationAppearance[] = ['default', 'compact', 'dense', 'thin'];

export type MenuPreferences = { variant: NavigationVariant; appearance: NavigationAppearance };

/** The menu variant and appearance chosen on this device; the defaults when none (or no storage). */
export function storedMenuPreferences(): MenuPreferences {
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
