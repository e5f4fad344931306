import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serveDemoHandlers } from '@/shared/testing/demo-server';
import { renderMailbox, stubScreen } from './mailbox-test-kit';

serveDemoHandlers();
beforeEach(() => stubScreen(true));
afterEach(() => vi.unstubAllGlobals());

const inbox = () => screen.findByRole('list', { name: 'Inbox' });
const toolbar = () => screen.findByRole('toolbar', { name: 'Mail actions' });

/** Opens the first unread mail of the inbox from the list; answers its subject. */
async function openFirstUnread() {
  const row = (await within(await inbox()).findAllByRole('link')).find((link) =>
    link.textContent.startsWith('Unread:'),
  )!;
  await userEvent.click(row);
  const article = await screen.findByRole('article');
  return { row, subject: within(article).getByRole('heading', { level: 2 }).textContent };
}

describe('an open mail', { timeout: 30_000 }, () => {
  it('shows who wrote it, its body and attachments, and opening it marks it read', async () => {
    const { router } = await renderMailbox();
    const nav = await screen.findByRole('navigation', { name: 'Mailbox folders' });
    const inboxLink = await within(nav).findByRole('link', { name: /^Inbox/ });
    const unread = () => within(inboxLink).getByText(/^\d+ unread$/).textContent;
    const before = Number.parseInt((await within(inboxLink).findByText(/^\d+ unread$/)).textContent);
    const { subject } = await openFirstUnread();
    expect(router.state.location.pathname).toMatch(/^\/apps\/mailbox\/folder\/inbox\/[\w-]+$/);
    const article = screen.getByRole('article', { name: subject! });
    expect(within(article).getByText('To')).toBeTruthy();
    expect(article.textContent).toContain('Best regards');
    await waitFor(() => expect(unread()).toBe(`${before - 1} unread`));
    const row = within(await inbox()).getByRole('link', { current: 'page' });
    expect(row.textContent.startsWith('Unread:')).toBe(false);
    expect(within(await toolbar()).getByRole('button', { name: 'Mark as unread' })).toBeTruthy();
  });

  it('lists attachments with their size', async () => {
    await renderMailbox('/apps/mailbox/folder/inbox');
    const withFiles = (await within(await inbox()).findAllByRole('link')).find((link) =>
      within(link).queryByTitle('Has attachments'),
    )!;
    await userEvent.click(withFiles);
    const files = await screen.findByRole('region', { name: /^\d+ attachments?$/ });
    expect(within(files).getAllByRole('listitem')[0]!.textContent).toMatch(
      /\.(pdf|png|jpg|xlsx)\d[\d.]* (kB|MB)$/,
    );
  });

  it('stars a mail, which then shows under Starred', async () => {
    const { router } = await renderMailbox();
    const { subject } = await openFirstUnread();
    const star = within(await toolbar()).getByRole('button', { name: 'Star' });
    const wasStarred = star.getAttribute('aria-pressed') === 'true';
    if (wasStarred) await userEvent.click(star);
    await userEvent.click(star);
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    await userEvent.click(screen.getByRole('link', { name: 'Starred' }));
    expect(router.state.location.pathname).toBe('/apps/mailbox/filter/starred');
    const starred = await screen.findByRole('list', { name: 'Starred' });
    await waitFor(() => expect(within(starred).getByText(subject!)).toBeTruthy());
  });

  it('moves a mail to Trash: it leaves the inbox list and is found in Trash', async () => {
    const { router } = await renderMailbox();
    const { subject } = await openFirstUnread();
    await userEvent.click(within(await toolbar()).getByRole('button', { name: 'Move to' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Trash' }));
    expect(await screen.findByText('Moved to Trash.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/mailbox/folder/inbox'));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Inbox' })).queryByText(subject!)).toBeNull(),
    );
    await userEvent.click(screen.getByRole('link', { name: 'Trash' }));
    expect(within(await screen.findByRole('list', { name: 'Trash' })).getByText(subject!)).toBeTruthy();
  });

  it('adds and removes a label from the labels menu', async () => {
    await renderMailbox();
    await openFirstUnread();
    const article = screen.getByRole('article');
    await userEvent.click(within(await toolbar()).getByRole('button', { name: 'Labels' }));
    const invoices = await screen.findByRole('menuitemcheckbox', { name: 'Invoices' });
    expect(invoices.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(invoices);
    await waitFor(() => expect(invoices.getAttribute('aria-checked')).toBe('true'));
    expect(within(article).getByText('Invoices')).toBeTruthy();
    await userEvent.click(invoices);
    await waitFor(() => expect(invoices.getAttribute('aria-checked')).toBe('false'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(article).queryByText('Invoices')).toBeNull());
  });

  it('beside the list by default; the full layout puts the mail in the list’s place for the session', async () => {
    sessionStorage.clear();
    await renderMailbox();
    await openFirstUnread();
    expect(screen.getByRole('list', { name: 'Inbox' })).toBeTruthy();
    const full = screen.getByRole('button', { name: 'Mail in place of the list' });
    await userEvent.click(full);
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Inbox' })).toBeNull());
    expect(full.getAttribute('aria-pressed')).toBe('true');
    expect(sessionStorage.getItem('taka.mailbox.messageLayout')).toBe('full');
    await userEvent.click(within(await toolbar()).getByRole('link', { name: 'Back to the list' }));
    expect(await screen.findByRole('list', { name: 'Inbox' })).toBeTruthy();
    sessionStorage.clear();
  });

  it('says so when the mail does not exist', async () => {
    await renderMailbox('/apps/mailbox/folder/inbox/no-such-mail');
    expect(await screen.findByRole('heading', { name: 'Mail not found' })).toBeTruthy();
  });
});

describe('compose', { timeout: 30_000 }, () => {
  it('asks for a recipient, then sends the mail, which is found in Sent', async () => {
    await renderMailbox();
    await userEvent.click(await screen.findByRole('button', { name: 'Compose' }));
    const dialog = await screen.findByRole('dialog', { name: 'New mail' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Enter at least one recipient.')).toBeTruthy();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /^To/ }), 'not an address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(/Check the e-mail addresses/)).toBeTruthy();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /^To/ }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^To/ }),
      'Tanvir Ahmed <tanvir@example.com>',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Cc recipients' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Cc' }), 'farhana@example.com');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Quarterly figures');
    // Typing into the editor needs a real browser (ProseMirror reads the DOM's layout): the browser test does it.
    expect(await within(dialog).findByRole('textbox', { name: 'Message' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Your mail was sent.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('link', { name: 'Sent' }));
    const sent = await screen.findByRole('list', { name: 'Sent' });
    const row = await within(sent).findByRole('link', { name: /Quarterly figures/ });
    expect(row.textContent).toContain('To: Tanvir Ahmed');
    await userEvent.click(row);
    expect(await screen.findByRole('heading', { level: 2, name: 'Quarterly figures' })).toBeTruthy();
    expect(screen.getByRole('article').textContent).toContain('farhana@example.com');
  });

  it('replies with the sender and a Re: subject filled in; discard closes it', async () => {
    await renderMailbox();
    const { subject } = await openFirstUnread();
    await userEvent.click(within(await toolbar()).getByRole('button', { name: 'Reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply' });
    expect((within(dialog).getByRole('textbox', { name: /^To/ }) as HTMLInputElement).value).toMatch(/@/);
    expect((within(dialog).getByRole('textbox', { name: 'Subject' }) as HTMLInputElement).value).toBe(
      `Re: ${subject}`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
