import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAtPath } from '@/shared/testing/render-with-providers';
import { RichTextEditor } from './RichTextEditor';

function Harness({ initial }: { initial: string }) {
  const [html, setHtml] = useState(initial);
  return (
    <>
      <RichTextEditor label="Notes" value={html} onChange={setHtml} />
      <output aria-label="Saved HTML">{html}</output>
      <button type="button" onClick={() => setHtml('<p>Replaced</p>')}>
        Replace
      </button>
    </>
  );
}

describe('the rich-text editor', () => {
  it('is a labelled text box whose typing and formatting come back as HTML', async () => {
    await renderAtPath(() => <Harness initial="<p>Hello</p>" />);
    const box = await screen.findByRole('textbox', { name: 'Notes' });
    expect(box.textContent).toBe('Hello');
    expect(screen.getByRole('toolbar', { name: 'Notes' })).toBeTruthy();

    await userEvent.click(box);
    await userEvent.keyboard('{Control>}a{/Control}');
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(bold);
    await waitFor(() =>
      expect(screen.getByLabelText('Saved HTML').textContent).toBe('<p><strong>Hello</strong></p>'),
    );
    expect(bold.getAttribute('aria-pressed')).toBe('true');
  });

  it('takes a value set from outside and drops what a schema does not know, such as scripts', async () => {
    await renderAtPath(() => (
      <Harness initial={'<p>Hi<script>alert(1)</script></p><img src=x onerror="alert(1)">'} />
    ));
    const box = await screen.findByRole('textbox', { name: 'Notes' });
    expect(box.querySelector('script, img')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(box.textContent).toBe('Replaced'));
  });
});
