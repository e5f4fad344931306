import { vi } from 'vitest';

/** jsdom as a pointer device: MUI X's pickers take their desktop form, typed into and with a popup calendar. */
export function stubPointerDevice() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('pointer: fine'),
    media: query,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
