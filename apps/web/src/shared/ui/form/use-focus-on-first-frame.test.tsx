import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { useFocusOnFirstFrame } from './use-focus-on-first-frame';

function Field({ label }: { label: string }) {
  const ref = useFocusOnFirstFrame<HTMLInputElement>(true);
  return <input ref={ref} aria-label={label} />;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('a field focused on its first frame', () => {
  it('takes the focus when nothing has it', async () => {
    const { getByLabelText } = render(<Field label="E-mail" />);
    await waitFor(() => expect(document.activeElement).toBe(getByLabelText('E-mail')));
  });

  it('takes the focus from a button, as a dialog opened by it does', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    try {
      const { getByLabelText } = render(<Field label="Name" />);
      await waitFor(() => expect(document.activeElement).toBe(getByLabelText('Name')));
    } finally {
      opener.remove();
    }
  });

  it('leaves the focus in the field the customer is typing in', async () => {
    const elsewhere = document.createElement('input');
    document.body.append(elsewhere);
    elsewhere.focus();
    try {
      const { getByLabelText } = render(<Field label="E-mail" />);
      await nextFrame();
      await nextFrame();
      expect(document.activeElement).toBe(elsewhere);
      expect(document.activeElement).not.toBe(getByLabelText('E-mail'));
    } finally {
      elsewhere.remove();
    }
  });
});
