import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MailPageSchema } from '@taka/demo-api/schemas/mailbox';
import { demoRequest } from '@/shared/demo/demo-request';
import { serveDemoHandlers } from '@/shared/testing/demo-server';
import { renderMailbox, stubScreen } from './mailbox-test-kit';

serveDemoHandlers();
beforeEach(() => stubScreen(true));
afterEach(() => vi.unstubAllGlobals());

const folders = () => screen.findByRole('navigation', { name: 'Mailbox folders' });
const inboxList = () => screen.findByRole('list', { name: 'Inbox' });

describe('the mailbox list and sidebar', { timeout: 30_000 }, () => {
  it('counts unread inbox mails, every draft and spam mail, and nothing for sent and trash', async () => {
    const unread = await demoRequest('/api/apps/mailbox/mails?folder=inbox&filter=unread', MailPageSchema);
    const unreadCount = 'totalResults' in unread.pagination ? unread.pagination.totalResults : 0;
    await renderMailbox();
    const nav = await folders();
    expect(await within(nav).findByRole('link', { name: `Inbox ${unreadCount} unread` })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Drafts 3 mails' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Spam 3 mails' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Sent' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Trash' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Starred' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Work' }).getAttribute('href')).toBe(
      '/apps/mailbox/label/work',
    );
  });

  it('pages the inbox ten mails at a time, newest first', async () => {
    await renderMailbox();
    const list = await inboxList();
    expect(within(list).getAllByRole('link')).toHaveLength(10);
    expect(screen.getByText('1-10 of 22')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('aria-disabled')).toBe('true');
    const first = within(list).getAllByRole('link')[0]!.textContent;

    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByText('11-20 of 22')).toBeTruthy();
    expect(within(await inboxList()).getAllByRole('link')[0]!.textContent).not.toBe(first);
    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByText('21-22 of 22')).toBeTruthy();
    expect(within(await inboxList()).getAllByRole('link')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('adds a label (slugged by the handler), and deletes it after the confirmation', async () => {
    const { router } = await renderMailbox();
    const nav = await folders();
    await userEvent.click(within(nav).getByRole('button', { name: 'New label' }));
    const dialog = await screen.findByRole('dialog', { name: 'New label' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a name for the label.')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Tax & Fees');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Orange' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const label = await within(nav).findByRole('link', { name: 'Tax & Fees' });
    expect(label.getAttribute('href')).toBe('/apps/mailbox/label/tax-fees');
    await userEvent.click(label);
    expect(router.state.location.pathname).toBe('/apps/mailbox/label/tax-fees');
    expect(await screen.findByRole('heading', { name: 'No mails here' })).toBeTruthy();

    await userEvent.click(within(nav).getByRole('button', { name: 'Edit label Tax & Fees' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit label' });
    await userEvent.click(within(edit).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this label?' });
    expect(confirm.textContent).toContain('The label Tax & Fees will be removed from every mail');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Label Tax & Fees deleted.')).toBeTruthy();
    await waitFor(() => expect(within(nav).queryByRole('link', { name: 'Tax & Fees' })).toBeNull());
  });

  it('renames and recolours a label; cancelling a deletion keeps it', async () => {
    await renderMailbox();
    const nav = await folders();
    await userEvent.click(await within(nav).findByRole('button', { name: 'Edit label Forums' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit label' });
    const name = within(edit).getByRole('textbox', { name: /^Name/ });
    expect(within(edit).getByRole('radio', { name: 'Green' })).toHaveProperty('checked', true);
    await userEvent.clear(name);
    await userEvent.type(name, 'Community');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    const renamed = await within(nav).findByRole('link', { name: 'Community' });
    expect(renamed.getAttribute('href')).toBe('/apps/mailbox/label/community');

    await userEvent.click(within(nav).getByRole('button', { name: 'Edit label Community' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Edit label' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete this label?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(nav).getByRole('link', { name: 'Community' })).toBeTruthy();
  });

  it('says so when a folder or label has no mails, and when a page is past the end', async () => {
    await renderMailbox('/apps/mailbox/label/no-such-label');
    expect(await screen.findByRole('heading', { name: 'No mails here' })).toBeTruthy();
    await renderMailbox('/apps/mailbox/folder/trash?page=9');
    expect(await screen.findByRole('heading', { name: 'There is no such page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the first page' }).getAttribute('href')).toBe(
      '/apps/mailbox/folder/trash',
    );
  });

  it('says so when the mails cannot be loaded, and Try again asks once more', async () => {
    const fetchDemo = globalThis.fetch;
    let failing = true;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      failing && String(input).includes('/mailbox/mails?')
        ? Promise.resolve(new Response('Service unavailable', { status: 503 }))
        : fetchDemo(input, init),
    );
    await renderMailbox();
    expect(await screen.findByRole('heading', { name: 'The mails could not be loaded' })).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await inboxList()).toBeTruthy();
  });

  it('on a phone, the folders are in a drawer opened from the menu button', async () => {
    stubScreen(false);
    await renderMailbox();
    expect(screen.queryByRole('navigation', { name: 'Mailbox folders' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Folders' }));
    const nav = await folders();
    await userEvent.click(await within(nav).findByRole('link', { name: /^Spam/ }));
    expect(await screen.findByRole('list', { name: 'Spam' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Mailbox folders' })).toBeNull());
  });
});
