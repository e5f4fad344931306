import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import { ApiRequestError } from '@/shared/api/api-error';
import { createTestI18n } from '@/shared/testing/render-with-providers';
import { FormErrorAlert } from './FormErrorAlert';
import { FormTextField } from './FormTextField';

const refusal = () =>
  new ApiRequestError({ statusCode: 422, code: 'SAME_ACCOUNT', message: 'In English only.' });

/** A form whose refusal is `error`, which its submit leaves as it is (as a second call's stale error would be). */
function NameForm({ error }: { error: unknown }) {
  const { control, handleSubmit } = useForm({ defaultValues: { name: 'Karim' } });
  return (
    <form noValidate onSubmit={handleSubmit(() => undefined)}>
      <FormErrorAlert control={control} error={error} />
      <FormTextField control={control} name="name" label="Name" />
      <button type="submit">Save</button>
    </form>
  );
}

function renderWith(error: unknown) {
  const i18n = createTestI18n();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <NameForm error={error} />
    </I18nextProvider>,
  );
  return (next: unknown) =>
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <NameForm error={next} />
      </I18nextProvider>,
    );
}

describe('FormErrorAlert', () => {
  it("announces the refusal until the form's values change", () => {
    renderWith(refusal());
    expect(screen.getByRole('alert').textContent).toBe(
      'The two accounts are the same. Choose another account.',
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Karim H' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes when the form is submitted again, even with the same error still given', async () => {
    renderWith(refusal());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a new refusal, and nothing without one', () => {
    const rerender = renderWith(null);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(refusal());
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Rahim' } });
    rerender(refusal());
    expect(screen.getByRole('alert')).toBeTruthy();
  });
});
