import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serveDemoHandlers } from '@/shared/testing/demo-server';
import { openContact, renderContacts } from './contacts-test-setup';

serveDemoHandlers();

const editing = (name: string) => screen.findByRole('dialog', { name: `Edit ${name}` });

describe('editing contacts, against the demo handlers', { timeout: 60_000 }, () => {
  it('edits a contact and shows the saved details, in the drawer and the list', async () => {
    await renderContacts();
    let drawer = await openContact('Nusrat Jahan');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Edit' }));
    drawer = await editing('Nusrat Jahan');
    const title = within(drawer).getByRole('textbox', { name: 'Job title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Head of Design');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));

    drawer = await screen.findByRole('dialog', { name: 'Nusrat Jahan' });
    expect(within(drawer).getByText('Head of Design, Shapla Software')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /^Nusrat Jahan/, hidden: true }).textContent).toContain(
        'Head of Design',
      ),
    );
  });

  it('adds a phone number in another country and removes one', async () => {
    await renderContacts();
    let drawer = await openContact('Tanvir Ahmed');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Edit' }));
    drawer = await editing('Tanvir Ahmed');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add phone number' }));
    const countries = within(drawer).getAllByRole('combobox', { name: 'Country' });
    expect(countries).toHaveLength(2);
    await userEvent.clear(countries[1]!);
    await userEvent.type(countries[1]!, 'Türk');
    await userEvent.click(await screen.findByRole('option', { name: /Türkiye/ }));
    await userEvent.type(
      within(drawer).getAllByRole('textbox', { name: 'Phone number' })[1]!,
      '532 123 4567',
    );
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));

    drawer = await screen.findByRole('dialog', { name: 'Tanvir Ahmed' });
    let phones = within(drawer).getByRole('region', { name: 'Phone numbers' });
    expect(phones.textContent).toContain('+90 532 123 4567 · Mobile');
    expect(within(phones).getByRole('img', { name: 'Türkiye' })).toBeTruthy();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Edit' }));
    drawer = await editing('Tanvir Ahmed');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Remove phone number 1' }));
    expect(within(drawer).getAllByRole('combobox', { name: 'Country' })).toHaveLength(1);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    drawer = await screen.findByRole('dialog', { name: 'Tanvir Ahmed' });
    phones = within(drawer).getByRole('region', { name: 'Phone numbers' });
    expect(phones.textContent).not.toContain('1819-302114');
    expect(phones.textContent).toContain('532 123 4567');
  });

  it('creates, renames and deletes tags; a deleted tag leaves every contact', async () => {
    await renderContacts();
    let drawer = await openContact('Rakib Hasan');
    expect(within(drawer).getByRole('list', { name: 'Tags' }).textContent).toBe('WorkBand');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Edit' }));
    drawer = await editing('Rakib Hasan');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Manage tags' }));
    const manager = await screen.findByRole('dialog', { name: 'Manage tags' });

    await userEvent.type(within(manager).getByRole('textbox', { name: 'New tag' }), 'Neighbours');
    await userEvent.click(within(manager).getByRole('button', { name: 'Add' }));
    expect(await within(manager).findByText('Neighbours')).toBeTruthy();

    await userEvent.click(within(manager).getByRole('button', { name: 'Rename tag Work' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename tag' });
    const tagName = within(rename).getByRole('textbox', { name: 'Tag name' });
    await userEvent.clear(tagName);
    await userEvent.type(tagName, 'Office{Enter}');
    expect(await within(manager).findByText('Office')).toBeTruthy();

    await userEvent.click(within(manager).getByRole('button', { name: 'Delete tag Band' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Delete tag' });
    expect(confirmation.textContent).toContain('removed from every contact');
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Delete tag' }));
    await waitFor(() => expect(within(manager).queryByText('Band')).toBeNull());
    // The deleted tag's button had the focus: it is kept in the dialog.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(manager).getByRole('textbox', { name: 'New tag' })),
    );
    await userEvent.click(within(manager).getByRole('button', { name: 'Close' }));

    // The form still open shows the renamed tag and no longer the deleted one; saving keeps it that way.
    await waitFor(() => expect(within(drawer).queryByRole('button', { name: 'Band' })).toBeNull());
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    drawer = await screen.findByRole('dialog', { name: 'Rakib Hasan' });
    await waitFor(() =>
      expect(within(drawer).getByRole('list', { name: 'Tags' }).textContent).toBe('Office'),
    );

    await userEvent.click(within(drawer).getByRole('button', { name: 'Close the contact' }));
    drawer = await openContact('Joydeep Saha');
    expect(within(drawer).getByRole('list', { name: 'Tags' }).textContent).toBe('High School');
  });

  it('opens a new contact ready to edit, and refuses it without a name or with a bad e-mail', async () => {
    await renderContacts();
    await userEvent.click(await screen.findByRole('button', { name: 'New contact' }));
    const drawer = await editing('New Contact');
    await userEvent.clear(within(drawer).getByRole('textbox', { name: 'Name' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add e-mail' }));
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'E-mail' }), 'not-an-address');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Enter a name.')).toBeTruthy();
    expect(within(drawer).getByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(document.activeElement).toBe(within(drawer).getByRole('textbox', { name: 'Name' }));

    // Made and left, it opens to read the next time.
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close the contact' }));
    await openContact('New Contact');
    expect(screen.queryByRole('dialog', { name: 'Edit New Contact' })).toBeNull();
  });

  it('says clearly when the contact being saved no longer exists', async () => {
    await renderContacts();
    let drawer = await openContact('Emily Carter');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Edit' }));
    drawer = await editing('Emily Carter');
    const all = (await (await fetch(new URL('/api/apps/contacts/all', window.location.href))).json()) as {
      id: string;
      name: string;
    }[];
    const emily = all.find((contact) => contact.name === 'Emily Carter')!;
    await fetch(new URL(`/api/apps/contacts/contact?id=${emily.id}`, window.location.href), {
      method: 'DELETE',
    });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    const alert = await within(drawer).findByRole('alert');
    expect(alert.textContent).toBe('The contact was not saved. This contact no longer exists.');
  });

  // Uploading is walked in the browser test: jsdom's FormData does not reach Node's fetch as multipart.
  it('removes the contact’s picture at once, leaving the initials', async () => {
    await renderContacts();
    let drawer = await openContact('Sabbir Rahman');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Edit' }));
    drawer = await editing('Sabbir Rahman');
    expect(drawer.querySelectorAll('img').length).toBeGreaterThan(0);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Remove photo' }));
    expect(await within(drawer).findByRole('button', { name: 'Add photo' })).toBeTruthy();
    expect(drawer.querySelector('img')).toBeNull();
  });
});
