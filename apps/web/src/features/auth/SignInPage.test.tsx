import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '@/shared/banking/test-utils';
import { renderAtPath } from '@/shared/testing/render-with-providers';
import { testSession as session } from '@/shared/testing/test-session';
import { SignInPage } from './SignInPage';

/** The sign-in call answered with `answer`; the bodies it was sent. */
function stubSignIn(answer: () => Response) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      if (path !== '/api/auth/sign-in')
        return json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' }, 404);
      bodies.push(JSON.parse(String(init.body)));
      return answer();
    }),
  );
  return bodies;
}

const emailField = () => screen.getByRole('textbox', { name: 'E-mail' });
const passwordField = () => screen.getByLabelText(/^Password/);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.getElementById('root')?.remove();
});

describe('the sign-in page', () => {
  it('says what is missing, focuses the first field refused and sends nothing', async () => {
    const bodies = stubSignIn(() => json(session));
    await renderAtPath(SignInPage, '/sign-in');
    await userEvent.type(passwordField(), 'Taka#2026');
    await submit();
    await screen.findByText('Enter a valid e-mail address.');
    expect(document.activeElement).toBe(emailField());
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(bodies).toEqual([]);
  });

  it('checks a refused field again as it is corrected', async () => {
    stubSignIn(() => json(session));
    await renderAtPath(SignInPage, '/sign-in');
    await submit();
    await screen.findByText('Enter a valid e-mail address.');
    screen.getByText('This field is required.');
    await userEvent.type(emailField(), 'rahim@demo.taka');
    expect(screen.queryByText('Enter a valid e-mail address.')).toBeNull();
    // The password's message stays until that field changes.
    screen.getByText('This field is required.');
  });

  it('sends the e-mail in lower case with the device id, and goes to the dashboard', async () => {
    const bodies = stubSignIn(() => json(session));
    const { router } = await renderAtPath(SignInPage, '/sign-in');
    await userEvent.type(emailField(), 'Rahim@Demo.Taka');
    await userEvent.type(passwordField(), 'Taka#2026');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(bodies).toEqual([
      { email: 'rahim@demo.taka', password: 'Taka#2026', deviceUniqueId: expect.any(String) },
    ]);
  });

  it('says so when the e-mail or password is wrong, and stays', async () => {
    stubSignIn(() =>
      json(
        { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'The e-mail or password is incorrect.' },
        401,
      ),
    );
    const { router } = await renderAtPath(SignInPage, '/sign-in');
    await userEvent.type(emailField(), 'rahim@demo.taka');
    await userEvent.type(passwordField(), 'wrong-password1');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('The e-mail or password is incorrect.');
    expect(router.state.location.pathname).toBe('/sign-in');
  });
});

describe('the sign-in page after a session ended elsewhere', () => {
  it('says why, describes the e-mail field with it, and goes back where the customer was', async () => {
    stubSignIn(() => json(session));
    const { router } = await renderAtPath(
      SignInPage,
      '/sign-in?signedOut=password-changed&redirectURL=%2Fstatement',
    );
    const notice = screen.getByRole('alert');
    expect(notice.textContent).toBe(
      'You were signed out because your password was changed. Sign in with the new password.',
    );
    expect(emailField().getAttribute('aria-describedby')).toBe(notice.id);
    await userEvent.type(emailField(), 'rahim@demo.taka');
    await userEvent.type(passwordField(), 'Taka#2026');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/statement'));
  });

  it('says nothing when no reason is given', async () => {
    await renderAtPath(SignInPage, '/sign-in?redirectURL=%2Fstatement');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(emailField().getAttribute('aria-describedby')).toBeNull();
  });
});
