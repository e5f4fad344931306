import { useState } from 'react';
import { CacheProvider } from '@emotion/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { ThemePreferencesProvider } from '@/shared/theme/ThemePreferencesProvider';
import { createNonceEmotionCache } from '@/shared/theme/emotion-cache';
import { ConfirmationDialogProvider } from '@/shared/ui/confirmation-dialog/ConfirmationDialogProvider';
import { ToastProvider } from '@/shared/ui/toast/ToastProvider';
import type { AppRouter } from './router';

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  const [emotionCache] = useState(createNonceEmotionCache);

  return (
    <CacheProvider value={emotionCache}>
      <ThemePreferencesProvider>
        <QueryClientProvider client={queryClient}>
          <ConfirmationDialogProvider>
            <ToastProvider>
              <RouterProvider router={router} />
            </ToastProvider>
          </ConfirmationDialogProvider>
        </QueryClientProvider>
      </ThemePreferencesProvider>
    </CacheProvider>
  );
}
