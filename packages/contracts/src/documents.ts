import { z } from 'zod';
import { FORMAT_LANGUAGES } from './format.ts';

/** A language the bank writes in: what a customer chose, and what the server's files, SMS and notices use. */
export const LanguageCodeSchema = z.enum(FORMAT_LANGUAGES, { message: 'language.unsupported' });

/**
 * The language a downloaded file (statement PDF or CSV, receipt PDF) is written in: its texts, dates and amounts
 * (docs/decisions/023). English unless asked; another value is a 400 VALIDATION_FAILED naming `language`.
 */
export const DocumentLanguageSchema = LanguageCodeSchema.default('en');
