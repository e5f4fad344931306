import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { SanitizedHtml } from './SanitizedHtml';

describe('SanitizedHtml', () => {
  it('keeps an article’s markup and drops scripts, handlers, styles and script links', () => {
    const { container } = render(
      <SanitizedHtml
        html={[
          '<h2>Steps</h2><ol><li>One</li></ol><pre><code>GET /x</code></pre>',
          '<img src="x.png" alt="A" onerror="alert(1)"><script>alert(2)</script>',
          '<p style="color:red">Text <a href="javascript:alert(3)">bad</a> <a href="https://example.com">good</a></p>',
          '<form><input name="password"></form>',
        ].join('')}
      />,
    );
    const html = container.innerHTML;
    for (const kept of [
      '<h2>Steps</h2>',
      '<ol><li>One</li></ol>',
      '<pre><code>GET /x</code></pre>',
      'alt="A"',
    ])
      expect(html).toContain(kept);
    for (const dropped of ['onerror', '<script', 'style=', 'javascript:', '<form', '<input'])
      expect(html).not.toContain(dropped);
  });

  it('opens links in a new tab that cannot reach this page', () => {
    const { container } = render(
      <SanitizedHtml html='<a href="https://example.com" target="_self">out</a>' />,
    );
    const link = container.querySelector('a')!;
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
