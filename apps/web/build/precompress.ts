import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** The files worth compressing: text. Images other than SVG, fonts (woff2) and the copies themselves already are. */
const TEXT_FILE = /\.(?:html|js|mjs|css|json|svg|txt|webmanifest|xml|map)$/i;
/** Below this a compressed copy saves less than its headers cost; the server's threshold for JSON too. */
export const PRECOMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The compressed copies of `content`, best compression, each only if it is smaller than the file. Compressed once at
 * build time, so the slowest settings cost nothing per request.
 */
async function copiesOf(content: Buffer): Promise<{ extension: string; bytes: Buffer }[]> {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return [
    { extension: '.br', bytes: br },
    { extension: '.gz', bytes: gz },
  ].filter((copy) => copy.bytes.length < content.length);
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of `dir` (recursively) of at least
 * PRECOMPRESS_MIN_BYTES, for the server to send to clients that accept them (@fastify/static `preCompressed`).
 * Answers the files it wrote, relative to `dir`.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  const written = await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      if (content.length < PRECOMPRESS_MIN_BYTES) return [];
      const copies = await copiesOf(content);
      await Promise.all(copies.map((copy) => writeFile(file + copy.extension, copy.bytes)));
      return copies.map((copy) => file.slice(dir.length + 1) + copy.extension);
    }),
  );
  return written.flat();
}

/** Vite plugin: once the build (bundle and public files) is written, the brotli and gzip copies of its text files. */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'taka:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      // The browser's files only: the server's bundle never goes to a browser.
      if (this.environment.name !== 'client') return;
      const written = await precompressDir(resolve(config.root, this.environment.config.build.outDir));
      config.logger.info(`precompress: ${written.length} brotli and gzip copies written`);
    },
  };
}
