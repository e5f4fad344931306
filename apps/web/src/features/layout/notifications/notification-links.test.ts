import { describe, expect, it } from 'vitest';
import { safeDetailsUrl, servedImageUrl } from './notification-links';

describe('notification links', () => {
  it('show only images the server serves, with the base URL', () => {
    expect(servedImageUrl('/api/media/banners/cashback.svg')).toBe('/api/media/banners/cashback.svg');
    expect(servedImageUrl('https://cdn.example/banner.png')).toBeNull();
    expect(servedImageUrl('http://cdn.example/banner.png')).toBeNull();
    expect(servedImageUrl('banners/cashback.svg')).toBeNull();
    expect(servedImageUrl('/api/../../etc/passwd')).toBeNull();
    expect(servedImageUrl(null)).toBeNull();
  });

  it('open Details only for https URLs and paths of this site', () => {
    expect(safeDetailsUrl('https://www.taka.com.bd/offers')).toBe('https://www.taka.com.bd/offers');
    expect(safeDetailsUrl('/fdr-request')).toBe('/fdr-request');
    for (const unsafe of [
      'http://www.taka.com.bd/offers',
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/phish',
      '/\\evil.example',
      'fdr-request',
      '',
      null,
    ])
      expect(safeDetailsUrl(unsafe), String(unsafe)).toBeNull();
  });
});
