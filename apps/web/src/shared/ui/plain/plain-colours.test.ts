import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from '@/shared/theme/create-app-theme';
import { THEME_NAMES } from '@/shared/theme/theme-names';

// Read as written: Vitest hands a test an empty style sheet.
const css = readFileSync(join(import.meta.dirname, 'plain.css'), 'utf8');

/** The custom properties each rule of plain.css sets, by selector. */
function customProperties(): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  for (const [, selector, body] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const properties = Object.fromEntries(
      [...body!.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]),
    );
    rules.set(selector!.replace(/\/\*[\s\S]*?\*\//g, '').trim(), properties);
  }
  return rules;
}

describe('the colours of the components without MUI', () => {
  const rules = customProperties();

  it.each(THEME_NAMES.flatMap((theme) => (['light', 'dark'] as const).map((scheme) => ({ theme, scheme }))))(
    "are the app theme's: $theme, $scheme",
    ({ theme, scheme }) => {
      const plain = { ...rules.get(`body.${scheme}`), ...rules.get(`body.${scheme}.theme-${theme}`) };
      const { palette } = createAppTheme(theme).colorSchemes[scheme]!;
      expect({
        primary: plain['--plain-primary'],
        onPrimary: plain['--plain-on-primary'],
        paper: plain['--plain-paper'],
        background: plain['--plain-background'],
        text: plain['--plain-text'],
        textSecondary: plain['--plain-text-secondary'],
        divider: plain['--plain-divider'],
        error: plain['--plain-error'],
      }).toEqual({
        primary: palette.primary.main,
        onPrimary: palette.primary.contrastText,
        paper: palette.background.paper,
        background: palette.background.default,
        text: palette.text.primary,
        textSecondary: palette.text.secondary,
        divider: palette.divider,
        error: palette.error.main,
      });
    },
  );
});
