import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setClientConfig, setDemoWorkerRunning } from '@/shared/config/client-config';
import { serveDemoHandlers } from '@/shared/testing/demo-server';
import { renderAtPath } from '@/shared/testing/render-with-providers';
import { openPanel, renderPanelButtons } from './panels-test-kit';
import { ShellPanelButtons } from './ShellPanelButtons';

serveDemoHandlers();

afterEach(() => setDemoWorkerRunning(false));

describe('the messages panel, against the demo handlers', { timeout: 30_000 }, () => {
  it('counts unread messages on its button and marks one read, then unread again', async () => {
    renderPanelButtons();
    const panel = await openPanel(/^Messages/);
    expect(await screen.findByRole('button', { name: 'Messages, 3 unread', hidden: true })).toBeTruthy();
    expect(within(panel).getByRole('heading', { name: 'Messages' })).toBeTruthy();
    expect(
      await within(panel).findByText('Could you send the utility bill receipts for March?'),
    ).toBeTruthy();

    await userEvent.click(within(panel).getByRole('button', { name: 'Mark Farhana Rahman as read' }));
    expect(await within(panel).findByRole('button', { name: 'Mark Farhana Rahman as unread' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Messages, 2 unread', hidden: true })).toBeTruthy();

    await userEvent.click(within(panel).getByRole('button', { name: 'Mark Farhana Rahman as unread' }));
    expect(await screen.findByRole('button', { name: 'Messages, 3 unread', hidden: true })).toBeTruthy();
  });

  it('removes a message and marks all read, which then cannot be pressed again', async () => {
    renderPanelButtons();
    const panel = await openPanel(/^Messages/);
    await userEvent.click(await within(panel).findByRole('button', { name: 'Remove Arif Hossain' }));
    await waitFor(() => expect(within(panel).queryByText('Arif Hossain')).toBeNull());

    const markAll = within(panel).getByRole('button', { name: 'Mark all as read' });
    await userEvent.click(markAll);
    expect(await screen.findByRole('button', { name: 'Messages, 0 unread', hidden: true })).toBeTruthy();
    await waitFor(() => expect((markAll as HTMLButtonElement).disabled).toBe(true));
    expect(within(panel).queryAllByRole('button', { name: /^Mark (?!all ).+ as read$/ })).toHaveLength(0);
  });

  it('says so when there are no messages, and shows no buttons with the demo layer off', async () => {
    renderPanelButtons();
    const panel = await openPanel(/^Messages/);
    for (const name of ['Nusrat Jahan', 'Tanvir Ahmed', 'Farhana Rahman', 'Arif Hossain', 'Priya Das']) {
      await userEvent.click(await within(panel).findByRole('button', { name: `Remove ${name}` }));
      await waitFor(() => expect(within(panel).queryByText(name)).toBeNull());
    }
    for (const name of ['Anika Chowdhury', "Michael D'Costa", 'Fatema Begum']) {
      await userEvent.click(await within(panel).findByRole('button', { name: `Remove ${name}` }));
      await waitFor(() => expect(within(panel).queryByText(name)).toBeNull());
    }
    expect(await within(panel).findByText('No messages')).toBeTruthy();

    setClientConfig({ demoLayer: false, idleLockMinutes: 5, passkeyRelyingPartyId: 'localhost' });
    const { container } = await renderAtPath(() => <ShellPanelButtons />);
    expect(container.querySelectorAll('button')).toHaveLength(0);
  });
});
