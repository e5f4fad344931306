// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompressDir } from './precompress.ts';

describe('precompressDir', () => {
  it('writes brotli and gzip copies of text files above the threshold, and none of small or binary files', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'taka-precompress-'));
    mkdirSync(join(dist, 'assets'));
    const script = 'export const greeting = "hello, taka";\n'.repeat(100);
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), script);
    writeFileSync(join(dist, 'small.js'), 'console.log(1)');
    writeFileSync(join(dist, 'font.woff2'), Buffer.alloc(4 * PRECOMPRESS_MIN_BYTES, 7));
    // random bytes do not shrink: no copy
    writeFileSync(join(dist, 'noise.json'), Buffer.from(crypto.getRandomValues(new Uint8Array(4096))));

    const written = await precompressDir(dist);

    expect(written.sort()).toEqual(['assets/index-abc123.js.br', 'assets/index-abc123.js.gz']);
    const file = join(dist, 'assets', 'index-abc123.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(readFileSync(`${file}.gz`).length);
    for (const absent of ['small.js.br', 'small.js.gz', 'font.woff2.br', 'noise.json.br', 'noise.json.gz'])
      expect(existsSync(join(dist, absent)), absent).toBe(false);
  });
});
