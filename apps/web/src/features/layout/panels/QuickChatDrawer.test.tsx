import { afterEach, describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setDemoWorkerRunning } from '@/shared/config/client-config';
import { serveDemoHandlers } from '@/shared/testing/demo-server';
import { openPanel, renderPanelButtons } from './panels-test-kit';

serveDemoHandlers();

afterEach(() => setDemoWorkerRunning(false));

describe('the quick chat, against the demo handlers', { timeout: 30_000 }, () => {
  it('lists the chats, opens one and sends a message that tops the list', async () => {
    await renderPanelButtons();
    const drawer = await openPanel('Quick chat');
    const chats = await within(drawer).findByRole('list', { name: 'Quick chat' });
    const items = within(chats).getAllByRole('button');
    expect(items.length).toBeGreaterThan(3);
    const last = items.at(-1)!;
    const name = last.querySelector('.MuiListItemText-primary')!.textContent!;
    await userEvent.click(last);

    expect(await within(drawer).findByRole('heading', { name })).toBeTruthy();
    const log = within(drawer).getByRole('log', { name: `Messages with ${name}` });
    const composer = within(drawer).getByRole('textbox', { name: 'Message' });
    await userEvent.type(composer, 'Shall we meet at the branch at 3?{Enter}');
    expect(await within(log).findByText('Shall we meet at the branch at 3?')).toBeTruthy();
    expect((composer as HTMLTextAreaElement).value).toBe('');

    await userEvent.click(within(drawer).getByRole('button', { name: 'Back to the chats' }));
    const first = within(await within(drawer).findByRole('list', { name: 'Quick chat' })).getAllByRole(
      'button',
    )[0]!;
    expect(first.textContent).toContain(name);
    expect(first.textContent).toContain('Shall we meet at the branch at 3?');
  });

  it('sends nothing for an empty message', async () => {
    await renderPanelButtons();
    const drawer = await openPanel('Quick chat');
    const chats = await within(drawer).findByRole('list', { name: 'Quick chat' });
    await userEvent.click(within(chats).getAllByRole('button')[0]!);
    const log = await within(drawer).findByRole('log');
    await within(log).findAllByText(/\S/);
    const before = log.textContent;
    await userEvent.click(within(drawer).getByRole('button', { name: 'Send' }));
    expect(log.textContent).toBe(before);
  });
});
