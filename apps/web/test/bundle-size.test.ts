import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { documentAssets, measurePageLoad } from '../scripts/bundle-size.ts';

const DOCUMENT =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app-1.css"/>' +
  '<link rel="modulepreload" href="/assets/index-1.js"/><link rel="modulepreload" href="/assets/page-1.js"/>' +
  '<link rel="icon" href="/images/logo.svg"/><link rel="preload" as="font" href="/assets/font-1.woff2"/></head>' +
  '<body><script nonce="n">0</script><script type="module" async src="/assets/index-1.js"></script></body></html>';

describe('the files a document names', () => {
  test('are its scripts and module preloads, each once, and its style sheets; not icons, fonts or inline code', () => {
    expect(documentAssets(DOCUMENT)).toEqual({
      js: ['assets/index-1.js', 'assets/page-1.js'],
      css: ['assets/app-1.css'],
    });
  });

  test('cost their compressed sizes, JavaScript and CSS apart', () => {
    const client = mkdtempSync(join(tmpdir(), 'taka-bundle-size-'));
    mkdirSync(join(client, 'assets'));
    for (const file of ['index-1.js', 'page-1.js'])
      writeFileSync(
        join(client, 'assets', file),
        `export const text = ${JSON.stringify(file.repeat(50))};\n`,
      );
    writeFileSync(join(client, 'assets', 'app-1.css'), `.a { color: red; }\n`.repeat(50));
    const load = measurePageLoad(client, DOCUMENT);
    const js = load.assets.filter((asset) => asset.kind === 'js');
    expect(js.map((asset) => asset.file)).toEqual(['assets/index-1.js', 'assets/page-1.js']);
    expect(load.jsBrotliBytes).toBe(js.reduce((sum, asset) => sum + asset.brotliBytes, 0));
    for (const asset of load.assets) expect(asset.brotliBytes).toBeLessThan(asset.bytes);
    expect(load.cssBrotliBytes).toBeGreaterThan(0);
  });
});
