import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ToastProvider, useToast } from './ToastProvider';
import type { Toast } from './toast';

function Harness({ toasts }: { toasts: Toast[] }) {
  const showToast = useToast();
  return (
    <>
      {toasts.map((toast) => (
        <button key={toast.message} onClick={() => showToast(toast)}>
          {toast.message}
        </button>
      ))}
    </>
  );
}

const failure: Toast = { severity: 'error', title: 'Error', message: 'The branch list is unavailable.' };
const credit: Toast = { severity: 'success', message: '৳500.00 received' };

describe('toast', () => {
  it('shows an error with its title as an alert, and a newer toast replaces it', async () => {
    render(
      <ToastProvider>
        <Harness toasts={[failure, credit]} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: failure.message }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error');
    expect(alert.textContent).toContain(failure.message);

    fireEvent.click(screen.getByRole('button', { name: credit.message }));
    expect((await screen.findByRole('status')).textContent).toContain(credit.message);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('closes by its close button', async () => {
    render(
      <ToastProvider>
        <Harness toasts={[failure]} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: failure.message }));
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
