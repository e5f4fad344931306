/** What route files may declare in `staticData` and layouts read back. */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Layout of a guest page (SPEC 2.1); `?layout=` overrides it. */
    layout?: 'empty' | 'classy';
  }
}

export type PageLayout = 'empty' | 'classy';

export function parseLayout(value: unknown): PageLayout | undefined {
  return value === 'empty' || value === 'classy' ? value : undefined;
}
