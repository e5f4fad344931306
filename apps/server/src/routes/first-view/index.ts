import { DrawnDashboardQuerySchema, DrawnPageSchema, type DashboardRenderer } from '@taka/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { findActiveLanguage, parseBankTexts } from '../../modules/languages/languages.ts';
import { TRANSLATION_FILES } from '../../modules/languages/translation-files.ts';
import { signedIn } from '../../plugins/app/authenticate.ts';
import { answer } from '../contract.ts';
import { clientConfigOf } from '../meta/client-config.ts';
import { dashboardAnswers } from './dashboard-answers.ts';
import { webRenderer } from './web-renderer.ts';

/**
 * Signed-in pages drawn by the server under /api/first-view (decision 054): the web app shows one while its code
 * arrives. Each is drawn by the web build's renderer from the answers the page's own requests would get, for the
 * signed-in customer only, and never stored by a cache. Without a web build there is none (404).
 */
export default async function firstViewRoutes(fastify: FastifyInstance) {
  const dashboardRenderer = webRenderer<DashboardRenderer>(fastify.config.webDistDir, 'dashboard-page');

  fastify.get('/dashboard', async (request, reply) => {
    const { language, theme, width } = DrawnDashboardQuerySchema.parse(request.query);
    const renderer = await dashboardRenderer();
    if (!renderer) throw new AppError('NOT_FOUND');
    const { customer, session } = signedIn(request);
    const [answers, bankLanguage] = await Promise.all([
      dashboardAnswers(fastify, customer),
      findActiveLanguage(fastify.db, language),
    ]);
    const page = await renderer.renderDashboardPage({
      language,
      texts: TRANSLATION_FILES[language],
      bankTexts: parseBankTexts(bankLanguage?.bilingualData),
      themeName: theme,
      width,
      clientConfig: clientConfigOf(fastify.config),
      session: {
        lastLoginTime: session.previousLoginAt?.toISOString() ?? null,
        lastLoginIp: session.previousLoginIp,
      },
      answers,
    });
    reply.header('cache-control', 'no-store');
    return answer(DrawnPageSchema, page);
  });
}
