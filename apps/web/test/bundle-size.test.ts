import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { chunkKeysOf, measurePageLoad, staticClosure, type Manifest } from '../scripts/bundle-size.ts';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['src/boot.tsx'] },
  'src/boot.tsx': {
    file: 'assets/boot.js',
    isDynamicEntry: true,
    imports: ['_shared.js', 'index.html'],
    dynamicImports: ['src/routes/a.tsx?tsr-split=component', 'src/routes/b.tsx?tsr-split=component'],
    css: ['assets/boot.css'],
  },
  '_shared.js': { file: 'assets/shared.js', imports: ['_runtime.js'], css: ['assets/shared.css'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_heavy.js': { file: 'assets/heavy.js', imports: ['_shared.js'] },
  'src/routes/a.tsx?tsr-split=component': { file: 'assets/a.js', imports: ['_shared.js'] },
  'src/routes/a.tsx?tsr-split=loader': { file: 'assets/a-loader.js' },
  'src/routes/b.tsx?tsr-split=component': { file: 'assets/b.js', imports: ['_heavy.js'] },
};

describe('bundle size from the manifest', () => {
  test('a route file is every piece it is split into', () => {
    expect(chunkKeysOf(manifest, 'src/routes/a.tsx').sort()).toEqual([
      'src/routes/a.tsx?tsr-split=component',
      'src/routes/a.tsx?tsr-split=loader',
    ]);
    expect(() => chunkKeysOf(manifest, 'src/routes/c.tsx')).toThrow(/no chunk for src\/routes\/c.tsx/);
  });

  test('follows static imports and CSS, once each, and not dynamic imports', () => {
    expect(
      staticClosure(manifest, ['index.html', 'src/boot.tsx', 'src/routes/a.tsx?tsr-split=component']),
    ).toEqual({
      js: ['assets/index.js', 'assets/runtime.js', 'assets/shared.js', 'assets/boot.js', 'assets/a.js'],
      css: ['assets/shared.css', 'assets/boot.css'],
    });
  });

  test('names a file once when a module imported dynamically is a second key of its group file', () => {
    const grouped: Manifest = {
      '_bootstrap.js': { file: 'assets/bootstrap.js', imports: ['_runtime.js'] },
      'src/boot.tsx': { file: 'assets/bootstrap.js', imports: ['_runtime.js'], isDynamicEntry: true },
      '_runtime.js': { file: 'assets/runtime.js' },
    };
    expect(staticClosure(grouped, ['src/boot.tsx', '_bootstrap.js']).js).toEqual([
      'assets/runtime.js',
      'assets/bootstrap.js',
    ]);
  });

  test('sums the compressed sizes of JavaScript and CSS apart', () => {
    const dist = mkdtempSync(join(tmpdir(), 'taka-bundle-size-'));
    mkdirSync(join(dist, 'assets'));
    for (const chunk of Object.values(manifest)) {
      writeFileSync(
        join(dist, chunk.file),
        `export const text = ${JSON.stringify(chunk.file.repeat(50))};\n`,
      );
      for (const css of chunk.css ?? []) writeFileSync(join(dist, css), `.a { color: red; }\n`.repeat(50));
    }
    const load = measurePageLoad(dist, manifest, ['index.html', 'src/boot.tsx', 'src/routes/b.tsx']);
    const js = load.assets.filter((asset) => asset.kind === 'js');
    expect(js.map((asset) => asset.file)).toContain('assets/heavy.js');
    expect(js.map((asset) => asset.file)).not.toContain('assets/a.js');
    expect(load.jsBrotliBytes).toBe(js.reduce((sum, asset) => sum + asset.brotliBytes, 0));
    for (const asset of load.assets) expect(asset.brotliBytes).toBeLessThan(asset.bytes);
    expect(load.cssBrotliBytes).toBeGreaterThan(0);
  });
});
