import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { StartClient } from '@tanstack/react-start/client';
import { setClientConfig } from '@/shared/config/client-config';
import { readClientConfigData } from '@/shared/config/client-config-data';
import { fetchBankTexts } from '@/shared/i18n/bank-texts';
import { addBankTexts, followLanguageChanges, initI18n } from '@/shared/i18n/i18n';
import { storedLanguage } from '@/shared/i18n/languages';
import { clientEmotionCache } from '@/shared/theme/emotion-cache';

/**
 * The browser takes over the page the server rendered (decision 057): with the same configuration and the same
 * texts (the translation file and the bank's, asked for together), it hydrates the document.
 */
async function hydrate() {
  setClientConfig(readClientConfigData());
  // Emotion moves the styles the server wrote beside the markup into <head> as its cache is made: before React
  // compares the markup with its own.
  clientEmotionCache();
  const language = storedLanguage();
  const bankTexts = fetchBankTexts(language);
  await initI18n();
  await addBankTexts(language, bankTexts);
  followLanguageChanges();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
    );
  });
}

void hydrate();
