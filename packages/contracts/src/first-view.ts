import { z } from 'zod';
import type { AuthSession } from './auth.ts';
import { FORMAT_LANGUAGES, type FormatLanguage } from './format.ts';
import type { ClientConfig } from './meta.ts';

/**
 * GET /api/first-view/dashboard: the signed-in customer's dashboard drawn by the server, which the web app shows
 * while its code arrives (decision 054). The query says what the app would read from the device.
 */
export const DrawnDashboardQuerySchema = z.object({
  language: z.enum(FORMAT_LANGUAGES),
  theme: z.enum(['default', 'rose']).default('default'),
  /** The window's width in CSS pixels: the shell puts its side menu beside the page from 960 up. */
  width: z.coerce.number().int().min(200).max(20_000),
});
export type DrawnDashboardQuery = z.infer<typeof DrawnDashboardQuerySchema>;

export const DrawnPageSchema = z.object({
  /** The window title. */
  title: z.string(),
  /** HTML for `#root`, which the app's first render replaces. */
  markup: z.string(),
  /** The page's styles, for a `<style>` element carrying the document's CSP nonce. */
  css: z.string(),
});
export type DrawnPage = z.infer<typeof DrawnPageSchema>;

/** The answers a drawn dashboard is drawn from, named as the web app's first-view requests are. */
export type DashboardAnswers = Record<
  'user' | 'unreadAlertsCount' | 'navigation' | 'accounts' | 'recentTransactions' | 'spending',
  unknown
>;

/** What the server hands the web build's dashboard renderer (apps/web/src/app/prerender/dashboard-page.tsx). */
export type DashboardPageRequest = {
  language: FormatLanguage;
  /** The language's translation file. */
  texts: object;
  /** The bank's own texts in the language (SPEC 7.2), laid over the file's as the app lays them. */
  bankTexts: object;
  themeName: DrawnDashboardQuery['theme'];
  width: number;
  /** The server's client configuration: whether the demo layer's parts are drawn. */
  clientConfig: ClientConfig;
  /** The previous sign-in, as the device stored it with the session. */
  session: Pick<AuthSession, 'lastLoginTime' | 'lastLoginIp'>;
  answers: DashboardAnswers;
};

/** The web build's dashboard renderer module. */
export type DashboardRenderer = {
  renderDashboardPage: (request: DashboardPageRequest) => Promise<DrawnPage>;
};
