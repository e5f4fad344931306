export { VerticalNavigation } from './VerticalNavigation';
export type { NavigationFunction } from './NavigationContext';
export { NAVIGATION_WIDTHS, type NavigationAppearance, type NavigationVariant } from './navigation-state';
// HorizontalNavigation and NavigationRail are imported by their paths, lazily: only their menu layouts use them.
