import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '../src/errors.ts';

const I18N_DIR = join(import.meta.dirname, '../../web/public/i18n');

/** The web app shows a refusal by its code (`errors.api.<CODE>`), in the customer's language. */
describe('the error catalogue', () => {
  it.each(['en', 'tr', 'bn'])('has every code translated for the web app (%s)', (language) => {
    const file = JSON.parse(readFileSync(join(I18N_DIR, `${language}.json`), 'utf8'));
    const translated = file.errors.api as Record<string, string>;
    const missing = Object.keys(ERRORS).filter((code) => !translated[code]?.trim());
    expect(missing).toEqual([]);
  });
});
