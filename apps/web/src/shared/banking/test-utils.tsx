import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from '@mui/material/styles';
import { createTestI18n } from '@/shared/testing/render-with-providers';
import { createAppTheme } from '@/shared/theme/create-app-theme';

/** Renders banking UI with a fresh query client, the app's theme and the real English translations. */
export function renderBanking(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={createTestI18n()}>
        <ThemeProvider theme={createAppTheme('default')}>{ui}</ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

/** A JSON answer as the API gives it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
