// @vitest-environment node
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../public/i18n/en.json';
import { FIRST_VIEW_TEXTS, textsPart, translationPartsPlugin, type Texts } from './translation-parts.ts';

/** Every text of `tree` by its key ('auth.signIn.title'). */
function leaves(tree: Texts, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      for (const [leaf, text] of leaves(value as Texts, `${prefix}${key}.`)) found.set(leaf, text);
    else found.set(prefix + key, value);
  }
  return found;
}

describe('the translation file in two parts', () => {
  it('puts every text of the file in exactly one part', () => {
    const first = leaves(textsPart(en, 'first'));
    const rest = leaves(textsPart(en, 'rest'));
    expect([...first.keys()].filter((key) => rest.has(key))).toEqual([]);
    expect(new Map([...first, ...rest])).toEqual(leaves(en));
  });

  it('splits a group the first view needs some texts of', () => {
    expect(textsPart(en, 'first').pages).toEqual({ dashboard: en.pages.dashboard });
    expect(Object.keys(textsPart(en, 'rest').pages as Texts)).toEqual(
      Object.keys(en.pages).filter((page) => page !== 'dashboard'),
    );
  });

  it('names only texts the file has (one renamed would leave the first view without it)', () => {
    const has = (path: string) =>
      path.split('.').reduce<unknown>((tree, key) => (tree as Texts | undefined)?.[key], en) !== undefined;
    expect(FIRST_VIEW_TEXTS.filter((path) => !has(path))).toEqual([]);
  });

  it('writes both parts of every language into the build', () => {
    const emitted: { fileName: string; source: string }[] = [];
    const plugin = translationPartsPlugin(join(import.meta.dirname, '..', 'public'));
    const generateBundle = plugin.generateBundle as (this: unknown) => void;
    generateBundle.call({ emitFile: (file: { fileName: string; source: string }) => emitted.push(file) });
    expect(emitted.map((file) => file.fileName).sort()).toEqual(
      ['bn', 'en', 'tr'].flatMap((code) => [`i18n/${code}.first.json`, `i18n/${code}.rest.json`]),
    );
    const english = (part: string) =>
      JSON.parse(emitted.find((file) => file.fileName === `i18n/en.${part}.json`)!.source);
    expect(english('first').auth).toEqual(en.auth);
    expect(english('rest').statement).toEqual(en.statement);
    expect(english('first').statement).toBeUndefined();
  });
});
