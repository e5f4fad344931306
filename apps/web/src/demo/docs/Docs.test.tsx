import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAtPath } from '@/shared/testing/render-with-providers';
import { ChangelogPage } from './ChangelogPage';
import { IntroductionPage } from './IntroductionPage';
import { readReleases } from './releases';

describe('the docs pages', () => {
  it('lists the releases newest first, each with its date and its added, changed and fixed entries', async () => {
    await renderAtPath(() => <ChangelogPage />, '/docs/changelog');
    expect(screen.getByRole('heading', { level: 1, name: 'Changelog' })).toBeTruthy();
    const versions = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(versions).toEqual(['Version 1.3.0', 'Version 1.2.0', 'Version 1.1.0']);
    const latest = screen.getByRole('region', { name: 'Version 1.3.0' });
    expect(within(latest).getByText('26 November 2026')).toBeTruthy();
    expect(
      within(latest)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Added', 'Changed', 'Fixed']);
    expect(within(latest).getByText(/An icon catalogue with seven icon sets/)).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Documentation' });
    expect(within(nav).getByRole('link', { name: 'Changelog' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows nothing rather than breaking when the releases are malformed', () => {
    expect(readReleases('docs.changelog.releases')).toEqual([]);
    expect(readReleases({ v1_0_0: { version: '1.0.0', date: '2026-01-01' } })[0]?.added).toEqual([]);
  });

  it('introduces the demo areas with links to each, and its side menu leads to the changelog', async () => {
    const { router } = await renderAtPath(
      () => <IntroductionPage />,
      '/docs/guides/getting-started/introduction',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Introduction' })).toBeTruthy();
    const article = screen.getByRole('article');
    expect(within(article).getByRole('heading', { level: 2, name: 'The demo areas' })).toBeTruthy();
    expect(within(article).getByRole('link', { name: 'Icons' }).getAttribute('href')).toBe('/ui/icons');
    expect(within(article).getByRole('link', { name: 'Mailbox' }).getAttribute('href')).toBe('/apps/mailbox');
    expect(within(article).getAllByRole('listitem').length).toBeGreaterThan(12);

    const nav = screen.getByRole('navigation', { name: 'Documentation' });
    expect(within(nav).getByRole('link', { name: 'Introduction' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Changelog' }));
    expect(router.state.location.pathname).toBe('/docs/changelog');
  });
});
