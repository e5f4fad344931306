import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serveDemoHandlers } from '@/shared/testing/demo-server';
import { renderAtPath } from '@/shared/testing/render-with-providers';
import { GuideCategoryPage } from './GuideCategoryPage';
import { GuidePage } from './GuidePage';
import { GuidesPage } from './GuidesPage';
import { HelpCenterPage } from './HelpCenterPage';
import { SupportPage } from './SupportPage';

serveDemoHandlers();

describe('the help center, against the demo handlers', () => {
  it('shows the most asked questions, and a search finds answers across every category', async () => {
    await renderAtPath(() => <HelpCenterPage />, '/apps/help-center');
    const question = await screen.findByRole('button', {
      name: 'How do I reset my internet banking password?',
    });
    await userEvent.click(question);
    expect(await screen.findByText(/Choose "Forgot password" on the sign-in page/)).toBeTruthy();

    const search = screen.getByRole('searchbox', { name: 'Search the answers' });
    await userEvent.type(search, 'browsers');
    expect(await screen.findByText('1 answer found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Which browsers are supported?' })).toBeTruthy();

    await userEvent.clear(search);
    await userEvent.type(search, 'zebra crossing');
    expect(await screen.findByText('No answers found')).toBeTruthy();
  }, 20_000);

  it('lists guide categories with their first guides and a link to all of them', async () => {
    const { router } = await renderAtPath(() => <GuidesPage />, '/apps/help-center/guides');
    const gettingStarted = (await screen.findByRole('heading', { name: 'Getting Started' })).closest(
      'section',
    )!;
    expect(within(gettingStarted).getAllByRole('listitem')).toHaveLength(5);
    const all = within(gettingStarted).getByRole('link', { name: /^View all \d+ guides$/ });
    await userEvent.click(all);
    expect(router.state.location.pathname).toBe('/apps/help-center/guides/getting-started');
  });

  it('lists every guide of a category, and says so when the category is unknown', async () => {
    await renderAtPath(() => <GuideCategoryPage categorySlug="getting-started" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Getting Started' })).toBeTruthy();
    expect((await screen.findAllByRole('link')).length).toBeGreaterThan(5);

    await renderAtPath(() => <GuideCategoryPage categorySlug="no-such-topic" />);
    expect(await screen.findByRole('heading', { name: 'Guide not found' })).toBeTruthy();
  });

  it('shows a guide’s article under its breadcrumb, and a way back when the guide is unknown', async () => {
    await renderAtPath(() => <GuidePage categorySlug="payments" guideSlug="pay-a-utility-bill" />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Before you start' })).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: 'Where you are' });
    expect(within(trail).getByRole('link', { name: 'Payments' })).toBeTruthy();
    expect(within(trail).getByText(screen.getByRole('heading', { level: 1 }).textContent!)).toBeTruthy();
    expect(screen.getByRole('article').querySelector('blockquote')).toBeTruthy();

    await renderAtPath(() => <GuidePage categorySlug="payments" guideSlug="no-such-guide" />);
    expect(await screen.findByRole('heading', { name: 'Guide not found' })).toBeTruthy();
  });

  it('refuses a support message without its fields, then acknowledges one with a ticket number', async () => {
    await renderAtPath(() => <SupportPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Enter your name.')).toBeTruthy();
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText('Write at least 10 characters.')).toBeTruthy();

    await userEvent.type(screen.getByRole('textbox', { name: /^Your name/ }), 'Rahim Uddin');
    await userEvent.type(screen.getByRole('textbox', { name: /^E-mail address/ }), 'rahim@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: /^Message/ }), 'My payment shows twice.');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const sent = await screen.findByRole('alert');
    expect(sent.textContent).toContain('Your ticket number is HC-1001');
    expect(document.activeElement).toBe(sent);
  }, 20_000);
});
