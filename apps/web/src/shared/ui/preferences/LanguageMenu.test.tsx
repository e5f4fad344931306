import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '@/shared/testing/render-with-providers';
import { ThemePreferencesProvider } from '@/shared/theme/ThemePreferencesProvider';
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
  afterEach(() => vi.unstubAllGlobals());

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
});
