import { z } from 'zod';
import { FORMAT_LANGUAGES } from './format.ts';

/**
 * The language a downloaded file (statement PDF or CSV, receipt PDF) is written in: its texts, dates and amounts
 * (docs/decisions/023). English unless asked; another value is a 400 VALIDATION_FAILED naming `language`.
 */
export const DocumentLanguageSchema = z
  .enum(FORMAT_LANGUAGES, { message: 'language.unsupported' })
  .default('en');
