/** The sign-in page the build draws to HTML for the server to send inside index.html (decision 048). */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { prerenderSignIn, type PrerenderedPages } from '../build/prerender-sign-in.ts';

let drawn: PrerenderedPages['pages'][number];
let outDir: string;
beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'taka-renderers-'));
  const { pages } = await prerenderSignIn(join(import.meta.dirname, '..'), outDir);
  expect(pages).toHaveLength(1);
  drawn = pages[0]!;
}, 60_000);
afterAll(() => rm(outDir, { recursive: true, force: true }));

test('is the sign-in page in English, sent for / and /sign-in, with its window title', () => {
  expect(drawn).toMatchObject({ paths: ['/', '/sign-in'], language: 'en', title: 'Sign in | Taka' });
  expect(drawn.markup).toMatch(/^<div class="prerendered"><div class="guest-classy">.*<\/div><\/div>$/s);
  for (const text of ['<h1>Sign in</h1>', 'E-mail', 'Password', 'Forgot password?', 'Sign in with a passkey'])
    expect(drawn.markup).toContain(text);
  expect(drawn.markup).not.toMatch(/<script|<style/);
});

test('cannot submit before the app has it, and focuses its first field', () => {
  expect(drawn.markup).not.toContain('type="submit"');
  expect(drawn.markup).toContain(
    '<button type="button" data-prerendered-submit="" class="plain-button contained">',
  );
  expect(drawn.markup.match(/<input [^>]*>/g)).toEqual([
    expect.stringMatching(/^<input autofocus="" type="email" [^>]*name="email" value=""\/>$/),
    expect.stringMatching(/^<input (?![^>]*autofocus)[^>]*type="password" [^>]*name="password" value=""\/>$/),
  ]);
});

test('names every text it shows, for the server to check against the bank’s own', () => {
  expect(drawn.textKeys).toEqual(
    expect.arrayContaining(['app.name', 'auth.signIn.title', 'auth.fields.email', 'auth.signIn.submit']),
  );
  expect(drawn.textKeys).not.toContain('nav.dashboard');
});
