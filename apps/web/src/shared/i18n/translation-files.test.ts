import { describe, expect, it } from 'vitest';
import bn from '../../../public/i18n/bn.json';
import en from '../../../public/i18n/en.json';
import tr from '../../../public/i18n/tr.json';

type Tree = { [key: string]: string | string[] | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (Array.isArray(value)) value.forEach((text, index) => out.set(`${path}.${index}`, text));
    else for (const [leaf, text] of leaves(value, path)) out.set(leaf, text);
  }
  return out;
}

const english = leaves(en);

describe.each([
  ['tr', tr],
  ['bn', bn],
])('the %s translation', (_code, file) => {
  const translated = leaves(file as Tree);

  it('has every key of the English file and no other', () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('is translated, not copied from English (names and numbers aside)', () => {
    const copied = [...english].filter(
      ([key, text]) => translated.get(key) === text && /[a-z]{4,}/.test(text),
    );
    expect(copied.length / english.size).toBeLessThan(0.05);
  });

  it('keeps every {{placeholder}}', () => {
    for (const [key, text] of english) {
      const placeholders = text.match(/\{\{\w+\}\}/g) ?? [];
      for (const placeholder of placeholders) expect(translated.get(key), key).toContain(placeholder);
    }
  });
});
