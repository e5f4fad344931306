import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serveDemoHandlers } from '@/shared/testing/demo-server';
import { openTask, renderTasks, rowTitles } from './tasks-test-setup';

serveDemoHandlers();

const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('li')!;
const chosenTags = (drawer: HTMLElement) =>
  [...drawer.querySelectorAll('.MuiAutocomplete-tag')].map((chip) => chip.textContent);

describe('the task drawer, against the demo handlers', { timeout: 90_000 }, () => {
  it('edits a task’s title, notes, completed and priority, and the list shows the saved task', async () => {
    const { router } = await renderTasks();
    const drawer = await openTask('Export statements as PDF with the bank letterhead');
    const title = within(drawer).getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Export statements as PDF');
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Notes' }), 'Use the 2026 letterhead.');
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Completed' }));
    await userEvent.click(within(drawer).getByRole('combobox', { name: /^Priority/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'High priority' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The task was saved')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/tasks'));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Export statements as PDF' })).toBeTruthy());
    const row = rowOf('Export statements as PDF');
    expect(within(row).getByRole('checkbox', { name: 'Completed: Export statements as PDF' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(row).getByRole('img', { name: 'High priority' })).toBeTruthy();
    expect(screen.getByText('20 remaining of 27 tasks')).toBeTruthy();

    const reopened = await openTask('Export statements as PDF');
    expect(within(reopened).getByRole('textbox', { name: 'Notes' })).toHaveProperty(
      'value',
      'Use the 2026 letterhead.',
    );
  });

  it('leaves the task as it was on Cancel, and Escape closes the drawer', async () => {
    const { router } = await renderTasks();
    const drawer = await openTask('Write release notes for the statement changes');
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Title' }), ' today');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/tasks'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await openTask('Write release notes for the statement changes');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/tasks'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('link', { name: 'Write release notes for the statement changes' })).toBeTruthy();
  });

  it('picks, creates, renames and deletes tags; a deleted tag leaves every task', async () => {
    await renderTasks();
    const drawer = await openTask('Fix rounding of poisha in the statement totals');
    expect(chosenTags(drawer)).toEqual(['bug', 'urgent']);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Manage tags' }));
    const manager = await screen.findByRole('dialog', { name: 'Task tags' });

    await userEvent.type(within(manager).getByRole('textbox', { name: 'New tag' }), 'compliance');
    await userEvent.click(within(manager).getByRole('button', { name: 'Add' }));
    expect(await within(manager).findByText('compliance')).toBeTruthy();

    await userEvent.click(within(manager).getByRole('button', { name: 'Rename bug' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename tag' });
    const tagName = within(rename).getByRole('textbox', { name: 'Tag name' });
    await userEvent.clear(tagName);
    await userEvent.type(tagName, 'defect{Enter}');
    expect(await within(manager).findByText('defect')).toBeTruthy();

    await userEvent.click(within(manager).getByRole('button', { name: 'Delete urgent' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Delete tag' });
    expect(confirmation.textContent).toContain('taken off every task');
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The tag urgent is deleted.')).toBeTruthy();
    await waitFor(() => expect(within(manager).queryByText('urgent')).toBeNull());
    // The dialog's own Close (the notice of the deletion has a Close icon too).
    const closeButtons = await within(manager).findAllByRole('button', { name: 'Close' });
    await userEvent.click(closeButtons.find((button) => button.textContent === 'Close')!);

    // The open form shows the renamed tag and not the deleted one; a new one is picked from the list.
    await waitFor(() => expect(chosenTags(drawer)).toEqual(['defect']));
    await userEvent.click(within(drawer).getByRole('combobox', { name: 'Tags' }));
    await userEvent.click(await screen.findByRole('option', { name: 'compliance' }));
    expect(chosenTags(drawer)).toEqual(['defect', 'compliance']);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(rowOf('Fix rounding of poisha in the statement totals').textContent).toContain(
        'defectcompliance',
      ),
    );
    // Another task that had the deleted tag no longer has it.
    expect(rowOf('Crash on opening a notification without an image').textContent).not.toContain('urgent');
  });

  it('deletes a task only once the confirmation is accepted', async () => {
    await renderTasks();
    let drawer = await openTask('Top up the mobile recharge for Ammu');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Delete' }));
    let confirmation = await screen.findByRole('dialog', { name: 'Delete task' });
    expect(confirmation.textContent).toContain('Delete “Top up the mobile recharge for Ammu”?');
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete task' })).toBeNull());

    drawer = screen.getByRole('dialog', { name: 'Top up the mobile recharge for Ammu' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Delete' }));
    confirmation = await screen.findByRole('dialog', { name: 'Delete task' });
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('“Top up the mobile recharge for Ammu” was deleted.')).toBeTruthy();
    await waitFor(async () => expect(await rowTitles()).toHaveLength(29));
    expect(screen.queryByRole('link', { name: 'Top up the mobile recharge for Ammu' })).toBeNull();
    expect(screen.getByText('20 remaining of 26 tasks')).toBeTruthy();
  });
});
