import { describe, expect, it } from 'vitest';
import { isHttpsUrl, isMediaPath, isSitePath, PublishNotificationRequestSchema } from '../src/index.ts';

/** Characters that turn an address around on screen or hide in it. */
const INVISIBLE = [
  ...['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'],
  ...['\u200e', '\u200f', '\u061c', '\u200b', '\u2060', '\ufeff', '\u0000', '\u001b', '\u007f', '\u0085'],
  ...[' ', '\t', '\n', '\u00a0', '\u2028', '\u3000'],
];
/** Characters that look like those of an address. */
const LOOKALIKES = [
  'https://tаka.com.bd/',
  'https://taka.com.bd／offers',
  'https://taka．com．bd/',
  'ｈttps://taka.com.bd/',
];

describe('addresses another system sends', () => {
  it('take https addresses of a named host', () => {
    for (const url of [
      'https://www.taka.com.bd/offers/boishakh',
      'https://taka.com.bd',
      'HTTPS://www.taka.com.bd:8443/a/b?c=d&e=%20f#g',
      'https://xn--80ak6aa92e.com/',
      'https://www.taka.com.bd/search?q=%E0%A6%9F%E0%A6%BE%E0%A6%95%E0%A6%BE',
    ])
      expect(isHttpsUrl(url), url).toBe(true);
  });

  it('refuse any other scheme, a user name, a host that is no name, and any hidden or lookalike character', () => {
    for (const url of [
      'http://www.taka.com.bd/offer',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)//https://taka.com.bd',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.com',
      'https:evil.com',
      'https:/evil.com',
      'https:\\\\evil.com',
      'https://evil.com\\@taka.com.bd',
      'https://taka.com.bd@evil.com/',
      'https://user:pass@taka.com.bd/',
      'https://127.0.0.1/',
      'https://[::1]/',
      'https://localhost/',
      'https://www.taka.com.bd:65536/',
      'https://-taka.com/',
      'https://taka..com/',
      'https://',
      '',
      ...LOOKALIKES,
      ...INVISIBLE.map((character) => `https://www.taka.com.bd/offer${character}gpj.exe`),
      ...INVISIBLE.map((character) => `https://www.taka${character}.com.bd/`),
    ])
      expect(isHttpsUrl(url), JSON.stringify(url)).toBe(false);
  });

  it('take paths of this site, and media paths under /api/media only', () => {
    for (const path of ['/fdr-request', '/', '/transfers?to=%20x#top', '/api/media/banners/cashback.svg'])
      expect(isSitePath(path), path).toBe(true);
    expect(isMediaPath('/api/media/banners/cashback.svg')).toBe(true);
    expect(isMediaPath('/api/media/profile-pictures/0b7f2d6e-5a43-4c1e-9a5f-3f2e1d0c9b8a.webp')).toBe(true);
    for (const path of [
      '/api/accounts',
      '/api/mediaX/a.png',
      '/fdr-request',
      'https://www.taka.com.bd/a.png',
    ])
      expect(isMediaPath(path), path).toBe(false);
  });

  it('refuse a path that leaves the site or climbs out of its folder, however it is spelt', () => {
    for (const path of [
      '/api/../../etc/passwd',
      '/api/media/../../etc/passwd',
      '/api/media/./x',
      '/api/media/..',
      '/api/media/%2e%2e/%2E%2E/etc/passwd',
      '/api/media/.%2e/x',
      '/api/media/%252e%252e/x',
      '/api/media/a%2fb',
      '/api/media/a%5cb',
      '/api/media/a%00.png',
      '/api/media/a%0d%0a',
      '/api/media/a%zz',
      '/api/media/a%',
      '/api/media\\..\\x',
      '/\\evil.com',
      '//evil.com',
      '///evil.com',
      'api/media/a.png',
      'javascript:alert(1)',
      '/api/media/a.png\u202egnp.exe',
      '/api/media／a.png',
      '/api/media/a b.png',
    ]) {
      expect(isSitePath(path), JSON.stringify(path)).toBe(false);
      expect(isMediaPath(path), JSON.stringify(path)).toBe(false);
    }
  });

  it('are what a published notification takes, each refusal on its field', () => {
    const base = {
      audience: { kind: 'all' },
      categoryType: 'PROMOTIONAL',
      messageTitle: 'Offer',
      messageText: 'Cashback',
    };
    const fieldsOf = (body: object) =>
      PublishNotificationRequestSchema.safeParse({ ...base, ...body }).error?.issues.map((issue) => [
        issue.path.join('.'),
        issue.message,
      ]);
    expect(fieldsOf({ imageUrl: '/api/../../etc/passwd' })).toEqual([['imageUrl', 'notification.imageUrl']]);
    expect(fieldsOf({ linkedUrl: 'https://www.taka.com.bd/\u202eoffer' })).toEqual([
      ['linkedUrl', 'notification.httpsOnly'],
    ]);
    expect(fieldsOf({ linkedUrl: `https://www.taka.com.bd/${'a'.repeat(2048)}` })).toEqual([
      ['linkedUrl', 'notification.httpsOnly'],
    ]);
    expect(fieldsOf({ link: '/\\evil.com' })).toEqual([['link', 'notification.link']]);
    expect(fieldsOf({ link: 'https://www.taka.com.bd/offer', useRouter: true })).toEqual([
      ['link', 'notification.link'],
    ]);
    expect(
      fieldsOf({
        imageUrl: '/api/media/banners/cashback.svg',
        linkedUrl: ' https://www.taka.com.bd/offers/boishakh ',
        link: '/fdr-request',
        useRouter: true,
      }),
    ).toBeUndefined();
    expect(fieldsOf({ imageUrl: '', linkedUrl: null, link: undefined })).toBeUndefined();
  });
});
