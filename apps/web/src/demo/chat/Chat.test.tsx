import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serveDemoHandlers } from '@/shared/testing/demo-server';
import { renderAtPath } from '@/shared/testing/render-with-providers';
import { ChatPage } from './ChatPage';

serveDemoHandlers();
afterEach(() => vi.restoreAllMocks());

const chatLinks = () => within(screen.getByRole('region', { name: 'Chats' })).getAllByRole('link');

/** The id of a seeded chat, read from its link in the list. */
async function chatIdOf(name: string) {
  const { unmount } = await renderAtPath(() => <ChatPage />, '/apps/chat');
  const link = await screen.findByRole('link', { name: new RegExp(`^${name}`) });
  const id = link.getAttribute('href')!.split('/').at(-1)!;
  unmount();
  return id;
}

describe('chat, against the demo handlers', () => {
  it('lists chats with unread counts and muted marks, and a search filters chats and contacts', async () => {
    const { router } = await renderAtPath(() => <ChatPage />, '/apps/chat');
    const nusrat = await screen.findByRole('link', { name: /^Nusrat Jahan/ });
    expect(nusrat.textContent).toContain('See you at the design review tomorrow.');
    expect(within(nusrat).getByText('2 unread messages')).toBeTruthy();
    const arif = screen.getByRole('link', { name: /^Arif Hossain/ });
    expect(within(arif).getByTitle('Muted')).toBeTruthy();
    expect(within(arif).queryByText(/unread/)).toBeNull();
    expect(screen.getByText('Select a chat')).toBeTruthy();

    const search = screen.getByRole('searchbox', { name: 'Search or start a new chat' });
    await userEvent.type(search, 'tanvir');
    await waitFor(() => expect(chatLinks()).toHaveLength(1));
    expect(chatLinks()[0]!.textContent).toContain('Tanvir Ahmed');
    expect(screen.queryByRole('region', { name: 'Contacts' })).toBeNull();

    await userEvent.clear(search);
    await userEvent.type(search, 'sadia');
    const contacts = await screen.findByRole('region', { name: 'Contacts' });
    expect(screen.queryByRole('region', { name: 'Chats' })).toBeNull();
    await userEvent.click(within(contacts).getByRole('button', { name: /^Sadia Islam/ }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/apps\/chat\/[\w-]+$/));

    await userEvent.clear(search);
    await userEvent.type(search, 'zebra crossing');
    expect(await screen.findByText('No chats or contacts match “zebra crossing”.')).toBeTruthy();

    const started = router.state.location.pathname.split('/').at(-1)!;
    await renderAtPath(() => <ChatPage chatId={started} />, `/apps/chat/${started}`);
    expect(await screen.findByText('Say hello to Sadia Islam.')).toBeTruthy();
    expect(chatLinks()[0]!.textContent).toContain('Sadia Islam');
    expect(chatLinks()[0]!.textContent).toContain('No messages yet');
  }, 20_000);

  it('opens a conversation by day, marks it read, and a sent message joins it and tops the list', async () => {
    const id = await chatIdOf('Nusrat Jahan');
    await renderAtPath(() => <ChatPage chatId={id} />, `/apps/chat/${id}`);
    const log = await screen.findByRole('log', { name: 'Messages with Nusrat Jahan' });
    expect(within(log).getByRole('heading', { level: 3, name: 'Today' })).toBeTruthy();
    expect(within(log).getAllByRole('listitem').at(-1)!.textContent).toContain(
      'See you at the design review tomorrow.',
    );
    const nusrat = screen.getByRole('link', { name: /^Nusrat Jahan/ });
    expect(nusrat.getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(within(nusrat).queryByText(/unread/)).toBeNull());

    const field = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(field, 'Running late{Shift>}{Enter}{/Shift}sorry');
    expect((field as HTMLTextAreaElement).value).toBe('Running late\nsorry');
    await userEvent.keyboard('{Enter}');

    await waitFor(() =>
      expect(within(log).getAllByRole('listitem').at(-1)!.textContent).toContain('Running late\nsorry'),
    );
    expect((field as HTMLTextAreaElement).value).toBe('');
    await waitFor(() => expect(chatLinks()[0]!.textContent).toContain('Running late'));
    expect(chatLinks()[0]!.textContent).toContain('Nusrat Jahan');
  }, 20_000);

  it('puts a picked emoji where the caret is, and the send button sends it', async () => {
    const id = await chatIdOf('Tanvir Ahmed');
    await renderAtPath(() => <ChatPage chatId={id} />, `/apps/chat/${id}`);
    const field = (await screen.findByRole('textbox', { name: 'Message' })) as HTMLTextAreaElement;
    await userEvent.type(field, 'Thanks');
    field.setSelectionRange(0, 0);
    await userEvent.click(screen.getByRole('button', { name: 'Insert an emoji' }));
    const emoji = within(await screen.findByRole('dialog', { name: 'Emoji' }));
    await userEvent.click(emoji.getByRole('button', { name: '🙏' }));
    expect(field.value).toBe('🙏Thanks');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.selectionStart).toBe('🙏'.length);

    const open = screen.getByRole('button', { name: 'Insert an emoji' });
    await userEvent.click(open);
    const picker = within(await screen.findByRole('dialog', { name: 'Emoji' }));
    picker.getByRole('button', { name: '😀' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(picker.getByRole('button', { name: '😂' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(picker.getByRole('button', { name: '😮' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Emoji' })).toBeNull());
    expect(document.activeElement).toBe(open);
    expect(field.value).toBe('🙏Thanks');

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const log = screen.getByRole('log');
    await waitFor(() =>
      expect(within(log).getAllByRole('listitem').at(-1)!.textContent).toContain('🙏Thanks'),
    );
  }, 20_000);

  it('shows the contact’s details and shared items, and the user’s own profile', async () => {
    const id = await chatIdOf('Nusrat Jahan');
    await renderAtPath(() => <ChatPage chatId={id} />, `/apps/chat/${id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Contact info' }));
    const info = within(await screen.findByRole('dialog', { name: 'Contact info' }));
    expect(info.getByText('Nusrat Jahan')).toBeTruthy();
    expect(info.getByText('Birthday')).toBeTruthy();
    expect(info.getAllByRole('img', { name: /^Shared picture/ })).toHaveLength(3);
    await userEvent.click(info.getByRole('tab', { name: 'Docs' }));
    expect(info.getByText('Invoice-March.pdf')).toBeTruthy();
    await userEvent.click(info.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contact info' })).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Your profile' }));
    const profile = within(await screen.findByRole('dialog', { name: 'Your profile' }));
    expect(await profile.findByText('Rafiqul Islam')).toBeTruthy();
    expect(profile.getByRole('heading', { name: 'About' })).toBeTruthy();
  }, 20_000);

  it('says so for an unknown chat, and offers a retry when the list fails to load', async () => {
    await renderAtPath(() => <ChatPage chatId="no-such-chat" />, '/apps/chat/no-such-chat');
    expect(
      await screen.findByRole('heading', { name: 'Could not found chat with id of no-such-chat!' }),
    ).toBeTruthy();

    const realFetch = window.fetch;
    vi.spyOn(window, 'fetch').mockImplementation((input, init) =>
      String(input instanceof Request ? input.url : input).endsWith('/api/apps/chat/chats')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : realFetch(input, init),
    );
    await renderAtPath(() => <ChatPage />, '/apps/chat');
    expect(await screen.findByRole('heading', { name: 'Your chats could not be loaded' })).toBeTruthy();
    vi.restoreAllMocks();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /^Nusrat Jahan/ })).toBeTruthy();
  }, 20_000);

  it('keeps the text and says so when a message cannot be sent', async () => {
    const id = await chatIdOf('Priya Das');
    const realFetch = window.fetch;
    vi.spyOn(window, 'fetch').mockImplementation((input, init) =>
      String(input instanceof Request ? input.url : input).endsWith('/api/apps/chat/chat/message')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : realFetch(input, init),
    );
    await renderAtPath(() => <ChatPage chatId={id} />, `/apps/chat/${id}`);
    const field = (await screen.findByRole('textbox', { name: 'Message' })) as HTMLTextAreaElement;
    await userEvent.type(field, 'Are you there?{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('The message could not be sent. Try again.');
    expect(field.value).toBe('Are you there?');
  }, 20_000);
});
