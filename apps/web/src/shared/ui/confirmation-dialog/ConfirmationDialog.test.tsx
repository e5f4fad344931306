import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '@/shared/testing/render-with-providers';
import { ConfirmationDialogProvider, useConfirmation } from './ConfirmationDialogProvider';
import type { ConfirmationConfig, ConfirmationResult } from './confirmation-config';

function Harness({
  config,
  onResult,
}: {
  config?: ConfirmationConfig;
  onResult: (r: ConfirmationResult) => void;
}) {
  const confirm = useConfirmation();
  return <button onClick={() => void confirm(config).then(onResult)}>open</button>;
}

function open(config?: ConfirmationConfig) {
  const results: ConfirmationResult[] = [];
  render(
    <I18nextProvider i18n={createTestI18n()}>
      <ConfirmationDialogProvider>
        <Harness config={config} onResult={(result) => results.push(result)} />
      </ConfirmationDialogProvider>
    </I18nextProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'open' }));
  return results;
}

describe('confirmation dialog', () => {
  it('uses the SPEC defaults: title, message, Confirm and Cancel, not dismissible', async () => {
    const results = open();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm action' });
    expect(dialog.textContent).toContain('Are you sure you want to confirm this action?');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(results).toEqual(['confirmed']));
  });

  it('takes a configured title, message and buttons, and answers cancelled', async () => {
    const results = open({
      title: 'Logout',
      message: 'Do you really want to logout?',
      actions: { confirm: { label: 'Yes' }, cancel: { label: 'No' } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Logout' });
    expect(dialog.textContent).toContain('Do you really want to logout?');
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(results).toEqual(['cancelled']));
  });

  it('hides buttons that are switched off and offers a close button when dismissible', async () => {
    const results = open({ dismissible: true, actions: { confirm: { show: false } }, icon: { show: false } });
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(results).toEqual(['cancelled']));
  });
});
