import type { NavigationFunction } from '@/shared/ui/navigation';

/** The client actions navigation items may name in `function`. */
export const NAVIGATION_FUNCTIONS: Record<string, NavigationFunction> = {
  reload: () => window.location.reload(),
};
