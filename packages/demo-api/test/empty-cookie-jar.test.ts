import { describe, expect, it } from 'vitest';
import { Cookie, CookieJar, MemoryCookieStore } from '../src/lib/empty-cookie-jar.ts';

describe("the demo worker's stand-in for tough-cookie", () => {
  it('gives MSW an empty jar: no cookies for a request, none to restore', () => {
    const store = new MemoryCookieStore();
    const jar = new CookieJar();
    expect(store.idx).toEqual({});
    expect(jar.getCookiesSync('http://localhost:8080/api/common/messages')).toEqual([]);
    expect(Cookie.fromJSON({ key: 'a', value: 'b', domain: 'localhost', path: '/' })).toBeNull();
  });

  it('refuses a cookie set by a mocked answer, naming it, rather than dropping it', async () => {
    await expect(
      new CookieJar().setCookie('theme=dark; Path=/', 'http://localhost:8080/api/apps/notes'),
    ).rejects.toThrow(
      'The demo worker keeps no cookies: a handler answered http://localhost:8080/api/apps/notes with Set-Cookie theme=dark; Path=/',
    );
  });
});
