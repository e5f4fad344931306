import { useState } from 'react';
import { devicePreferences, rememberPreference } from '@/shared/preferences/device-preferences';
import type { NavigationAppearance, NavigationVariant } from '@/shared/ui/navigation';

export const MENU_VARIANTS: NavigationVariant[] = ['default', 'compact', 'futuristic', 'horizontal'];
export const MENU_APPEARANCES: NavigationAppearance[] = ['default', 'compact', 'dense', 'thin'];

export type MenuPreferences = { variant: NavigationVariant; appearance: NavigationAppearance };

/** The menu variant and appearance chosen on this device (its preferences cookie, "variant.appearance"). */
function rememberedMenuPreferences(): MenuPreferences {
  const [variant, appearance] = (devicePreferences().get('menu') ?? '').split('.');
  return {
    variant: MENU_VARIANTS.find((known) => known === variant) ?? 'default',
    appearance: MENU_APPEARANCES.find((known) => known === appearance) ?? 'default',
  };
}

/** Which menu variant and appearance the customer chose; remembered on this device, drawn so by the server too. */
export function useMenuPreferences() {
  const [preferences, setPreferences] = useState(rememberedMenuPreferences);
  const update = (change: Partial<MenuPreferences>) => {
    const next = { ...preferences, ...change };
    rememberPreference('menu', `${next.variant}.${next.appearance}`);
    setPreferences(next);
  };
  return [preferences, update] as const;
}
