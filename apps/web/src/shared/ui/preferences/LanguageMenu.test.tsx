import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '@/shared/testing/render-with-providers';
import { ThemePreferencesProvider } from '@/shared/theme/ThemePreferencesProvider';
import { clearSession, saveSession } from '@/shared/session/session-store';
import { testSession } from '@/shared/testing/test-session';
import { LanguageMenu } from './LanguageMenu';

/** The bank has switched Turkish off. */
const activeLanguages = {
  responseCode: '200',
  responseMessage: 'OK',
  data: [
    { code: 'en', name: 'English', nativeName: 'English' },
    { code: 'bn', name: 'Bengali', nativeName: 'বাংলা' },
  ],
};

describe('the language menu', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it("asks for the bank's languages only when the customer reaches for it, and offers only those", async () => {
    const fetch = vi.fn().mockImplementation(() => Promise.resolve(Response.json(activeLanguages)));
    vi.stubGlobal('fetch', fetch);
    render(
      <I18nextProvider i18n={createTestI18n()}>
        <ThemePreferencesProvider>
          <LanguageMenu />
        </ThemePreferencesProvider>
      </I18nextProvider>,
    );
    const button = screen.getByRole('button', { name: /^Language/ });
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.focus(button);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls[0]![0]).toBe('/api/meta/languages/active');
    fireEvent.click(button);
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect([...menu.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent)).toEqual([
        'English',
        'বাংলা',
      ]),
    );
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  // after the test above: the bank's languages are asked for once per page
  /** Chooses বাংলা from the menu: each request sent meanwhile, as its method, path and body. */
  async function chooseBengali() {
    const sent: [string, string, unknown][] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
      sent.push([init.method ?? 'GET', url, init.body ? JSON.parse(String(init.body)) : undefined]);
      return Promise.resolve(
        url === '/api/settings/language'
          ? new Response(null, { status: 204 })
          : Response.json(activeLanguages),
      );
    });
    const i18n = createTestI18n();
    render(
      <I18nextProvider i18n={i18n}>
        <ThemePreferencesProvider>
          <LanguageMenu />
        </ThemePreferencesProvider>
      </I18nextProvider>,
    );
    const button = screen.getByRole('button', { name: /^Language/ });
    fireEvent.focus(button);
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'বাংলা' }));
    await waitFor(() => expect(i18n.language).toBe('bn'));
    return sent;
  }

  it('tells the server the language a signed-in customer chose, which it then writes to them in', async () => {
    saveSession(testSession);
    const sent = await chooseBengali();
    await waitFor(() =>
      expect(sent.filter(([method]) => method === 'PUT')).toEqual([
        ['PUT', '/api/settings/language', { language: 'bn' }],
      ]),
    );
  });

  it("keeps a guest's choice on the device, to send with their sign-in", async () => {
    const sent = await chooseBengali();
    expect(sent.filter(([method]) => method === 'PUT')).toEqual([]);
  });
});
