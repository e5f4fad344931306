import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serveDemoHandlers } from '@/shared/testing/demo-server';
import { openContact, renderContacts } from './contacts-test-setup';

serveDemoHandlers();

describe('the contacts list, against the demo handlers', { timeout: 30_000 }, () => {
  it('files contacts under their first letter, and a search narrows them with its count', async () => {
    await renderContacts();
    expect(await screen.findByText('25 contacts')).toBeTruthy();
    const underA = screen.getByRole('region', { name: 'A' });
    expect(
      within(underA)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      expect.stringMatching(/^Amina Yusuf/),
      expect.stringMatching(/^Anika Chowdhury/),
      expect.stringMatching(/^Arif Hossain/),
      expect.stringMatching(/^Ayesha Siddiqua/),
    ]);
    expect(within(screen.getByRole('region', { name: 'N' })).getByRole('link').textContent).toContain(
      'Senior Product Designer, Shapla Software',
    );

    const search = screen.getByRole('searchbox', { name: 'Search contacts' });
    await userEvent.type(search, 'hasan');
    expect(await screen.findByText('2 contacts')).toBeTruthy();
    const letters = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(letters).toEqual(['M', 'R']);
    expect(screen.getByRole('link', { name: /^Mehedi Hasan/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Rakib Hasan/ })).toBeTruthy();

    await userEvent.clear(search);
    await userEvent.type(search, 'zebra');
    expect(await screen.findByRole('heading', { name: 'No contacts found' })).toBeTruthy();
    expect(screen.getByText('0 contacts')).toBeTruthy();
  });

  it('shows a contact’s details in the drawer, and closing it returns to the list', async () => {
    const { router } = await renderContacts();
    const drawer = await openContact('Nusrat Jahan');
    expect(router.state.location.pathname).toMatch(/^\/apps\/contacts\/.+/);
    expect(within(drawer).getByRole('link', { name: 'nusrat.jahan@example.com' })).toBeTruthy();
    const phones = within(drawer).getByRole('region', { name: 'Phone numbers' });
    expect(await within(phones).findAllByRole('img', { name: 'Bangladesh' })).toHaveLength(2);
    expect(phones.textContent).toContain('+880 1712-458930 · Mobile');
    expect(within(drawer).getByText('14 March 1991')).toBeTruthy();
    expect(within(drawer).getByText('Prefers WhatsApp over calls.')).toBeTruthy();
    const tags = within(drawer).getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Work', 'College']);

    await userEvent.click(within(drawer).getByRole('button', { name: 'Close the contact' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/apps/contacts');
  });

  it('says so when the contact in the address does not exist', async () => {
    const { router } = await renderContacts('/apps/contacts/no-such-contact');
    const drawer = await screen.findByRole('dialog', { name: 'Contact not found' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Back to contacts' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/contacts'));
  });

  it('deletes a contact only once the confirmation is accepted', async () => {
    await renderContacts();
    let drawer = await openContact('Priya Das');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Delete' }));
    let confirmation = await screen.findByRole('dialog', { name: 'Delete contact' });
    expect(confirmation.textContent).toContain('Delete Priya Das from your contacts?');
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete contact' })).toBeNull());

    drawer = screen.getByRole('dialog', { name: 'Priya Das' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Delete' }));
    confirmation = await screen.findByRole('dialog', { name: 'Delete contact' });
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Priya Das was deleted.')).toBeTruthy();
    expect(await screen.findByText('24 contacts')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Priya Das/ })).toBeNull();
  });

  it('says so when the contacts cannot be loaded, and loads them on Try again', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('Service unavailable', { status: 503 }));
    await renderContacts();
    expect(await screen.findByRole('heading', { name: 'The contacts could not be loaded' })).toBeTruthy();
    vi.restoreAllMocks();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('25 contacts')).toBeTruthy();
  });
});
