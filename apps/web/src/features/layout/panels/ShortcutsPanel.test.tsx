import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setDemoWorkerRunning } from '@/shared/config/client-config';
import { serveDemoHandlers } from '@/shared/testing/demo-server';
import { openPanel, renderPanelButtons } from './panels-test-kit';

serveDemoHandlers();

afterEach(() => {
  setDemoWorkerRunning(false);
  vi.restoreAllMocks();
});

const labels = (panel: HTMLElement) =>
  within(within(panel).getByRole('list', { name: 'Shortcuts' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the shortcuts panel, against the demo handlers', { timeout: 30_000 }, () => {
  it('shows the eight samples as links', async () => {
    const { router } = await renderPanelButtons();
    const panel = await openPanel('Shortcuts');
    const contacts = await within(panel).findByRole('link', { name: /^Contacts/ });
    expect(within(panel).getAllByRole('link')).toHaveLength(8);
    expect(
      within(panel)
        .getByRole('link', { name: /^Mailbox/ })
        .getAttribute('href'),
    ).toBe('/apps/mailbox');
    expect(
      within(panel)
        .getByRole('link', { name: /^Reload/ })
        .getAttribute('href'),
    ).toBe('/dashboards/project');
    await userEvent.click(contacts);
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/contacts'));
  });

  it('adds a shortcut, checking its link, and edits it', async () => {
    await renderPanelButtons();
    const panel = await openPanel('Shortcuts');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add a shortcut' }));
    const form = await screen.findByRole('dialog', { name: 'Add a shortcut' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter a label.')).toBeTruthy();
    await userEvent.type(within(form).getByRole('textbox', { name: /^Label/ }), 'Statement');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Link/ }), 'javascript:alert(1)');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(/Enter a page of this site/)).toBeTruthy();
    await userEvent.clear(within(form).getByRole('textbox', { name: /^Link/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: /^Link/ }), '/statement');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const added = await within(panel).findByRole('link', { name: /^Statement/ });
    expect(added.getAttribute('href')).toBe('/statement');

    await userEvent.click(within(panel).getByRole('button', { name: 'Edit the shortcuts' }));
    await userEvent.click(await within(panel).findByRole('button', { name: 'Edit Statement' }));
    const editor = await screen.findByRole('dialog', { name: 'Edit the shortcut' });
    const label = within(editor).getByRole('textbox', { name: /^Label/ });
    await userEvent.clear(label);
    await userEvent.type(label, 'My statement');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByRole('button', { name: 'Edit My statement' })).toBeTruthy();
  });

  it('deletes a shortcut after the confirmation, and reorders them from the keyboard', async () => {
    await renderPanelButtons();
    const panel = await openPanel('Shortcuts');
    await userEvent.click(await within(panel).findByRole('button', { name: 'Edit the shortcuts' }));
    await userEvent.click(await within(panel).findByRole('button', { name: 'Delete Changelog' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the shortcut?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(panel).queryByRole('button', { name: 'Delete Changelog' })).toBeNull());
    expect(await screen.findByText('Shortcut Changelog deleted')).toBeTruthy();
    // The confirmation's closing transition keeps the panel hidden from the accessibility tree a moment longer.
    await waitFor(() => expect(labels(panel)[0]).toContain('Documentation'));

    // jsdom lays nothing out: give each tile a place in one column, as a phone shows them, for the keyboard sensor.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const item = this.closest('li');
      const index = item?.parentElement ? [...item.parentElement.children].indexOf(item) : 0;
      return DOMRect.fromRect({ x: 0, y: index * 60, width: 300, height: 50 });
    });
    within(panel).getByRole('button', { name: 'Move Documentation' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(labels(panel).slice(0, 2)).toEqual(['Help center', 'Documentation']));
    await userEvent.click(within(panel).getByRole('button', { name: 'Edit the shortcuts' }));
    const links = await within(panel).findAllByRole('link');
    expect(links.map((link) => link.textContent).slice(0, 2)).toEqual([
      expect.stringMatching(/^Help center/),
      expect.stringMatching(/^Documentation/),
    ]);
  });
});
