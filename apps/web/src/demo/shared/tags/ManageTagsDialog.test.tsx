import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { z } from 'zod';
import { createTestI18n } from '@/shared/testing/render-with-providers';
import { createAppTheme } from '@/shared/theme/create-app-theme';
import { ConfirmationDialogProvider } from '@/shared/ui/confirmation-dialog/ConfirmationDialogProvider';
import { ManageTagsDialog, type Tag } from './ManageTagsDialog';

// A feature's wording, as its group in the translation files would hold it.
const WORDING = {
  title: 'Pet tags',
  newTag: 'New tag',
  rename: 'Rename {{title}}',
  deleteTag: 'Delete {{title}}',
  renameTitle: 'Rename tag',
  tagName: 'Tag name',
  deleteTitle: 'Delete tag',
  deleteMessage: 'Delete the tag {{name}}? It is taken off every pet that has it.',
  delete: 'Delete',
  deleted: 'The tag {{name}} is deleted.',
};

// Titles the handlers below refuse.
const REFUSED = 'refused';
const refusal = () => Promise.reject(new Error('The handler refused.'));

const CAT_AND_DOG: Tag[] = [
  { id: 'a', title: 'cat' },
  { id: 'b', title: 'dog' },
];

type Options = {
  /** The feature's translation group (WORDING unless given). */
  wording?: Record<string, string>;
  tags?: Tag[];
  errorText?: (error: unknown) => string;
};

/** The dialog over tags kept in state, as a feature's hooks keep them in the query cache. */
function PetTags({
  initial,
  errorText,
  onDeleted,
}: {
  initial: Tag[];
  errorText?: Options['errorText'];
  onDeleted: (id: string) => void;
}) {
  const [tags, setTags] = useState(initial);
  const create = useMutation({
    mutationFn: async (title: string) => {
      if (title === REFUSED) return refusal();
      setTags((current) => [...current, { id: title, title }]);
    },
  });
  const rename = useMutation({
    mutationFn: async ({ id, title }: { id: string; title: string }) => {
      if (title === REFUSED) return refusal();
      setTags((current) => current.map((tag) => (tag.id === id ? { id, title } : tag)));
    },
  });
  const remove = useMutation({
    mutationFn: async (id: string) => {
      if (tags.find((tag) => tag.id === id)?.title === REFUSED) return refusal();
      setTags((current) => current.filter((tag) => tag.id !== id));
    },
  });
  return (
    <ManageTagsDialog
      open
      onClose={() => {}}
      keys="petTags"
      tags={tags}
      schema={z.string().trim().min(1, 'petTags.required').max(20)}
      maxLength={20}
      create={create}
      rename={rename}
      remove={remove}
      onDeleted={onDeleted}
      errorText={errorText}
    />
  );
}

async function openDialog({ wording = WORDING, tags = CAT_AND_DOG, errorText }: Options = {}) {
  // Its own group: adding one to the instance would write into the imported English file, which every test shares.
  const i18n = createTestI18n({ petTags: wording });
  const deleted: string[] = [];
  const outerSubmits: unknown[] = [];
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={createAppTheme('default')}>
          <ConfirmationDialogProvider>
            {/* Opened from a form, as the product editor opens it. */}
            <form
              onSubmit={(event) => {
                event.preventDefault();
                outerSubmits.push(event.target);
              }}
            >
              <PetTags initial={tags} errorText={errorText} onDeleted={(id) => deleted.push(id)} />
            </form>
          </ConfirmationDialogProvider>
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Pet tags' });
  const list = () => within(dialog).getByRole('list', { name: 'Pet tags' });
  return { dialog, list, deleted, outerSubmits };
}

describe('the tag manager', { timeout: 30_000 }, () => {
  it('adds a tag, and keeps the field for the next', async () => {
    const { dialog, list, outerSubmits } = await openDialog();
    const field = within(dialog).getByRole('textbox', { name: 'New tag' });
    const add = within(dialog).getByRole('button', { name: 'Add' });
    expect(add).toHaveProperty('disabled', true);
    await userEvent.type(field, '   ');
    expect(add).toHaveProperty('disabled', true);
    await userEvent.clear(field);
    await userEvent.type(field, ' parrot ');
    await userEvent.click(add);
    await waitFor(() => expect(list().textContent).toBe('catdogparrot'));
    expect(field).toHaveProperty('value', '');
    expect(document.activeElement).toBe(field);
    // The dialog is portaled out of the form it was opened from, but React would still bubble the submit there.
    expect(outerSubmits).toEqual([]);
  });

  it('renames a tag in its own dialog, which refuses an empty name', async () => {
    const { dialog, list } = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename dog' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename tag' });
    const name = within(rename).getByRole('textbox', { name: /^Tag name/ });
    expect(name).toHaveProperty('value', 'dog');
    await userEvent.clear(name);
    await userEvent.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog', { name: 'Rename tag' })).toBeTruthy();
    await userEvent.type(name, 'hound{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rename tag' })).toBeNull());
    expect(list().textContent).toBe('cathound');
  });

  it('deletes a tag after the confirmation, says so, and keeps the focus in the dialog', async () => {
    const { dialog, list, deleted } = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete cat' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Delete tag' });
    expect(confirmation.textContent).toContain('Delete the tag cat? It is taken off every pet that has it.');
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete tag' })).toBeNull());
    expect(list().textContent).toBe('catdog');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete cat' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete tag' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('The tag cat is deleted.')).toBeTruthy();
    await waitFor(() => expect(list().textContent).toBe('dog'));
    expect(deleted).toEqual(['a']);
    // The confirmation gave the focus back to the delete button, which is gone.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'New tag' })),
    );
  });

  it('says so when an action is refused, and clears that on the next', async () => {
    const { dialog, list } = await openDialog();
    const field = within(dialog).getByRole('textbox', { name: 'New tag' });
    await userEvent.type(field, `${REFUSED}{Enter}`);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Something went wrong. Please try again.',
    );
    expect(field).toHaveProperty('value', REFUSED);
    expect(list().textContent).toBe('catdog');

    await userEvent.clear(field);
    await userEvent.type(field, 'fish{Enter}');
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    expect(list().textContent).toBe('catdogfish');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename fish' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename tag' });
    const name = within(rename).getByRole('textbox', { name: /^Tag name/ });
    await userEvent.clear(name);
    await userEvent.type(name, `${REFUSED}{Enter}`);
    expect((await within(rename).findByRole('alert')).textContent).toBe(
      'Something went wrong. Please try again.',
    );
  });

  it('names the list and says when there is no tag, if the wording has them', async () => {
    const { dialog } = await openDialog({
      wording: { ...WORDING, list: 'Pets', none: 'No pet tags yet.' },
      tags: [],
    });
    expect(within(dialog).getByText('No pet tags yet.')).toBeTruthy();
    expect(within(dialog).queryByRole('list')).toBeNull();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'New tag' }), 'cat{Enter}');
    expect((await within(dialog).findByRole('list', { name: 'Pets' })).textContent).toBe('cat');
    expect(within(dialog).queryByText('No pet tags yet.')).toBeNull();
  });

  it('says a refusal in the feature’s own words; without a “deleted” text a delete gives no notice', async () => {
    const withoutNotice = Object.fromEntries(Object.entries(WORDING).filter(([key]) => key !== 'deleted'));
    const { dialog, list } = await openDialog({
      wording: withoutNotice,
      tags: [{ id: 'r', title: REFUSED }, ...CAT_AND_DOG],
      errorText: (error) => `The pets said: ${(error as Error).message}`,
    });
    const deleteTag = async (title: string) => {
      await userEvent.click(within(dialog).getByRole('button', { name: `Delete ${title}` }));
      const confirmation = await screen.findByRole('dialog', { name: 'Delete tag' });
      await userEvent.click(within(confirmation).getByRole('button', { name: 'Delete' }));
    };
    await deleteTag(REFUSED);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The pets said: The handler refused.',
    );
    expect(list().textContent).toBe(`${REFUSED}catdog`);

    await deleteTag('cat');
    await waitFor(() => expect(list().textContent).toBe(`${REFUSED}dog`));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/deleted/)).toBeNull();
  });
});
