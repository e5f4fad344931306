import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect-url';

describe('safeRedirectPath', () => {
  it.each(['/dashboard', '/statement?from=2026-01-01#top', '/a/b/c'])('keeps the in-app path %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'dashboard',
    '/dash\nboard',
    '',
    undefined,
    42,
  ])('refuses %s', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });
});
