export { VerticalNavigation } from './VerticalNavigation';
export { HorizontalNavigation } from './HorizontalNavigation';
export type { NavigationFunction } from './NavigationContext';
export { NAVIGATION_WIDTHS, type NavigationAppearance, type NavigationVariant } from './navigation-state';
