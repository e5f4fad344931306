import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A stand-in for the Vite build in a fresh folder: each file by its path in dist. Answers the folder. */
export function fakeWebBuild(files: Record<string, string | Buffer>): string {
  const dist = mkdtempSync(join(tmpdir(), 'taka-web-dist-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), content);
  }
  return dist;
}
