import type { FormatLanguage } from '@taka/contracts';
import bn from '../../../../web/public/i18n/bn.json' with { type: 'json' };
import en from '../../../../web/public/i18n/en.json' with { type: 'json' };
import tr from '../../../../web/public/i18n/tr.json' with { type: 'json' };

/** The web app's translation files: the server's texts are translated once, there (docs/decisions/023). */
export const TRANSLATION_FILES: Record<FormatLanguage, object> = { en, tr, bn };
