import { useState } from 'react';
import { CacheProvider } from '@emotion/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { ThemePreferencesProvider } from '@/shared/theme/ThemePreferencesProvider';
import { createNonceEmotionCache } from '@/shared/theme/emotion-cache';
import { ConfirmationDialogProvider } from '@/shared/ui/confirmation-dialog/ConfirmationDialogProvider';
import { ToastProvider } from '@/shared/ui/toast/ToastProvider';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

export function App() {
  const [emotionCache] = useState(createNonceEmotionCache);
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));

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
