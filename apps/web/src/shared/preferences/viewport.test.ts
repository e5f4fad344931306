import { afterEach, describe, expect, it } from 'vitest';
import { PREFERENCES_COOKIE } from '@taka/contracts';
import { rememberedMatchMedia, rememberViewportWidth } from './viewport';

afterEach(() => {
  document.cookie = `${PREFERENCES_COOKIE}=; Path=/; Max-Age=0`;
});

describe('the remembered viewport', () => {
  it("answers the page's media queries at a phone's width until the device says its own", () => {
    expect(rememberedMatchMedia('(max-width:599.95px)').matches).toBe(true);
    expect(rememberedMatchMedia('(min-width:960px)').matches).toBe(false);
    expect(rememberedMatchMedia('(min-width:0px) and (max-width:599.95px)').matches).toBe(true);
    expect(rememberedMatchMedia('(min-width:600px) and (max-width:959.95px)').matches).toBe(false);
    // A feature other than width is not guessed.
    expect(rememberedMatchMedia('(prefers-reduced-motion: reduce)').matches).toBe(false);
  });

  it("remembers the width a page is drawn at in the preferences cookie, beside the device's other choices", () => {
    document.cookie = `${PREFERENCES_COOKIE}=${encodeURIComponent('language=bn')}; Path=/`;
    rememberViewportWidth();
    const stored = new URLSearchParams(
      decodeURIComponent(document.cookie.split(`${PREFERENCES_COOKIE}=`)[1]!.split(';')[0]!),
    );
    expect([stored.get('language'), stored.get('viewport')]).toEqual(['bn', String(window.innerWidth)]);
  });
});
