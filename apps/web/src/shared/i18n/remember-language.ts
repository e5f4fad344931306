import { z } from 'zod';
import { apiRequest } from '@/shared/api/http-client';
import { getSession } from '@/shared/session/session-store';
import { isLanguageCode } from './languages';

/**
 * Tells the server the language a signed-in customer chose, which it then writes to them in (codes, alerts,
 * notifications); a guest's choice goes with their sign-in. Best effort: the screen has changed language already.
 */
export async function rememberLanguageChoice(language: string): Promise<void> {
  if (!isLanguageCode(language) || !getSession()) return;
  await apiRequest('/api/settings/language', {
    method: 'PUT',
    body: { language },
    schema: z.undefined(),
  }).catch(() => {});
}
