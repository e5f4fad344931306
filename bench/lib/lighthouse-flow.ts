import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateReport, startFlow, type Artifacts, type Config, type Result } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Nothing leaves the machine: every host but localhost and 127.0.0.1 fails to resolve (an address is a host to the
  // rules too: without its EXCLUDE, /sign-in at 127.0.0.1 was Chrome's error page, CHROME_INTERSTITIAL_ERROR).
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];
/** A run that takes longer has hung: the browser is killed, which ends every wait on it. */
const RUN_TIMEOUT_MS = 10 * 60_000;

/** Lighthouse's defaults (mobile, simulated slow 4G and 4x CPU slowdown), performance and accessibility only. */
const CONFIG: Config = {
  extends: 'lighthouse:default',
  settings: { onlyCategories: ['performance', 'accessibility'] },
};

/**
 * The pages measured, in the flow's order: /sign-in as a guest at 127.0.0.1 (a host outside the passkeys' relying
 * party) and at localhost, where the flow signs in; then the signed-in pages issue 44 names.
 */
export const PAGES = [
  { name: 'sign-in-127', path: '/sign-in', host: '127.0.0.1' },
  { name: 'sign-in', path: '/sign-in' },
  { name: 'dashboard', path: '/dashboard' },
  { name: 'statement', path: '/statement' },
  { name: 'transaction-history', path: '/transaction-history' },
  { name: 'fund-transfer', path: '/fund-transfer/bank-account-other' },
  { name: 'bills-and-fees', path: '/bills-and-fees' },
  { name: 'mobile-recharge', path: '/mobile-recharge' },
  { name: 'card-services', path: '/card-services' },
] as const satisfies readonly { name: string; path: string; host?: string }[];
export type PageName = (typeof PAGES)[number]['name'];

export type PageFigures = {
  perf: number;
  a11y: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Script bytes transferred (compressed), KiB. */
  jsKB: number;
};

/**
 * The interaction measured after the pages, on a hydrated transfer page with the payee's account and the amount
 * typed: Continue opens the transfer's review. `inpMs` is Lighthouse's interaction to next paint over that click
 * (CPU slowed 4x, as the pages' runs are); `reviewMs` is from the click to the review's "Send me the code" button on
 * screen, the payee looked up by the API meanwhile.
 */
export type InteractionFigures = { inpMs: number; reviewMs: number };
const INTERACTION = {
  name: 'open-transfer-review',
  path: '/fund-transfer/bank-account-other',
  payee: '1021000000037', // Karim's savings (apps/server/src/db/seed/customers.ts)
  amount: '500',
};
/** Lighthouse mobile's CPU slowdown. */
const CPU_SLOWDOWN = 4;

/** A page Lighthouse could not score (say, it saw no paint on a starved machine): why. */
export type FailedPage = { failed: string };

export type Credentials = { email: string; password: string };

/** A seeded demo customer (NODE_ENV=test), whom the flows sign in. */
export const DEMO_CUSTOMER: Credentials = { email: 'rahim@demo.taka', password: 'Taka#2026' };

const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

function figuresOf(lhr: Result): PageFigures | FailedPage {
  if (lhr.categories.performance?.score == null) {
    const error = Object.values(lhr.audits).find((audit) => audit.errorMessage)?.errorMessage;
    // Lighthouse's messages end with their code: "The page did not paint any content. ... (NO_FCP)".
    return { failed: error?.match(/\(([A-Z_]+)\)\s*$/)?.[1] ?? error ?? 'no performance score' };
  }
  const numeric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  const score = (category: string) => round((lhr.categories[category]?.score ?? Number.NaN) * 100);
  const summary = lhr.audits['resource-summary']?.details;
  const items = summary?.type === 'table' ? summary.items : [];
  const script = items.find((item) => item.resourceType === 'script');
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    fcpMs: round(numeric('first-contentful-paint')),
    lcpMs: round(numeric('largest-contentful-paint')),
    tbtMs: round(numeric('total-blocking-time')),
    cls: round(numeric('cumulative-layout-shift'), 3),
    jsKB: round(Number(script?.transferSize ?? Number.NaN) / 1024, 1),
  };
}

/**
 * Signs in through the form, as a person does (fields found by their labels in public/i18n/en.json), and waits for
 * the app to take them to the dashboard.
 */
async function signInThroughForm(page: Page, who: Credentials) {
  await page.locator('::-p-aria([name="E-mail"][role="textbox"])').fill(who.email);
  await page.locator('::-p-aria([name="Password"][role="textbox"])').fill(who.password);
  await page.locator('::-p-aria([name="Sign in"][role="button"])').click();
  await page.waitForFunction("location.pathname === '/dashboard'", { timeout: 60_000 });
}

async function closeBrowser(browser: Browser) {
  const closed = browser.close().catch(() => {});
  const timer = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 10_000).unref());
  if ((await Promise.race([closed, timer])) === 'timeout') browser.process()?.kill('SIGKILL');
}

/** A fresh Chromium for one flow, closed (killed if it hangs) when `use` settles. */
async function inFreshBrowser<T>(use: (page: Page) => Promise<T>): Promise<T> {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true, // --headless=new
    args: CHROMIUM_FLAGS,
    protocolTimeout: 180_000,
  });
  const watchdog = setTimeout(() => browser.process()?.kill('SIGKILL'), RUN_TIMEOUT_MS);
  try {
    return await use(await browser.newPage());
  } finally {
    clearTimeout(watchdog);
    await closeBrowser(browser);
  }
}

type UserFlow = Awaited<ReturnType<typeof startFlow>>;

/** Lighthouse's types name its own copy of puppeteer-core (23); the Page of 24 drives it the same. */
const flowOn = (page: Page, name: string) =>
  startFlow(page as unknown as Parameters<typeof startFlow>[0], { config: CONFIG, name });

/**
 * One Lighthouse user flow in a fresh Chromium: /sign-in as a guest (at 127.0.0.1, then at localhost), then signed
 * in through its form, each signed-in page as a navigation of the same tab. Every navigation is cold (HTTP cache, service workers and cache storage
 * cleared, as Lighthouse's storage reset does); the session survives in localStorage, which that reset keeps.
 * Writes the flow's HTML report and each page's JSON report to `reportDir`.
 */
export async function runFlow(
  baseUrl: string,
  who: Credentials,
  reportDir: string,
  run: number,
): Promise<{
  pages: Record<PageName, PageFigures | FailedPage>;
  interaction: InteractionFigures | FailedPage;
}> {
  return inFreshBrowser(async (browserPage) => {
    const flow = await flowOn(browserPage, `Taka, run ${run}`);
    for (const page of PAGES) {
      const origin = 'host' in page ? baseUrl.replace('localhost', page.host) : baseUrl;
      await flow.navigate(`${origin}${page.path}`, { name: page.name, disableStorageReset: false });
      if (page.name === 'sign-in') await signInThroughForm(browserPage, who);
    }
    const reviewShownMs = await openTransferReview(browserPage, flow, baseUrl);
    const flowResult = await flow.createFlowResult();
    writeFileSync(join(reportDir, `run-${run}.html`), generateReport(flowResult, 'html'));
    const figures = {} as Record<PageName, PageFigures | FailedPage>;
    const interactionStep = flowResult.steps.at(-1)!.lhr;
    const inpMs = interactionStep.audits['interaction-to-next-paint']?.numericValue;
    const interaction =
      inpMs === undefined
        ? { failed: 'no interaction seen' }
        : { inpMs: round(inpMs), reviewMs: round(reviewShownMs) };
    writeFileSync(
      join(reportDir, `run-${run}-${INTERACTION.name}.json`),
      JSON.stringify(interactionStep, null, 1),
    );
    flowResult.steps.slice(0, PAGES.length).forEach(({ lhr }, i) => {
      const { name, path } = PAGES[i]!;
      writeFileSync(join(reportDir, `run-${run}-${name}.json`), JSON.stringify(lhr, null, 1));
      // A trace Lighthouse could not read (NO_NAVSTART, seen on a starved machine) is a run to repeat, not an end.
      if (lhr.runtimeError) {
        figures[name] = { failed: lhr.runtimeError.code };
        return;
      }
      const landed = new URL(lhr.finalDisplayedUrl).pathname;
      if (landed !== path) throw new Error(`run ${run}: ${path} ended on ${landed}`);
      figures[name] = figuresOf(lhr);
    });
    return { pages: figures, interaction };
  });
}

/**
 * In the page: from the next click to the first frame that shows the review's "Send me the code" button, in ms,
 * kept as `window.__reviewShown` (the script's own value is undefined: evaluate would wait for a promise). A
 * string: bench has no DOM types.
 */
const WATCH_FOR_REVIEW = `window.__reviewShown = new Promise((resolve) => {
  addEventListener('click', () => {
    const clicked = performance.now();
    const shown = () => [...document.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Send me the code');
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - clicked));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, { capture: true, once: true });
});
undefined`;

/**
 * The interaction of INTERACTION as a timespan of the flow, with the CPU slowed as Lighthouse slows it for the
 * pages; resolves with the time from the click to the review on screen.
 */
async function openTransferReview(page: Page, flow: UserFlow, baseUrl: string): Promise<number> {
  await page.goto(`${baseUrl}${INTERACTION.path}`);
  // The app's own signal that it has taken the page over (apps/web/src/shared/ssr/app-committed.ts).
  await page.waitForFunction('window.__takaAppCommitted === true');
  await page.locator('input[name="accountNumber"]').fill(INTERACTION.payee);
  await page.locator('input[name="amount"]').fill(INTERACTION.amount);
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    await flow.startTimespan({ name: INTERACTION.name });
    await page.evaluate(WATCH_FOR_REVIEW);
    await page.locator('::-p-aria([name="Continue"][role="button"])').click();
    const reviewShownMs = (await page.evaluate('window.__reviewShown')) as number;
    await flow.endTimespan();
    return reviewShownMs;
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}

/**
 * Resolves, in the page, with the element of its largest paint as the browser reported it, unthrottled: tag, text,
 * area. A string: bench has no DOM types. (Lighthouse's own audit of that element fails with the system Chromium:
 * its TraceElements gatherer cannot read the trace's frames.)
 */
const LARGEST_PAINT = `new Promise((resolve) => {
  new PerformanceObserver((list, observer) => {
    observer.disconnect();
    const entry = list.getEntries().at(-1);
    const text = (entry.element?.textContent ?? '').replace(/\\s+/g, ' ').trim().slice(0, 60);
    // Gone from the page by now: a drawn page's, which the app has drawn over (decisions 048, 054).
    const tag = entry.element?.tagName.toLowerCase() ?? 'element since drawn over';
    resolve('<' + tag + '> "' + text + '", ' + entry.size + ' px², at ' + Math.round(entry.startTime) + ' ms unthrottled');
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})`;

/**
 * What Lighthouse gathered on a signed-in page opened cold, as the flow above opens it (signed in through the form
 * in the same tab): its trace and network log, for a closer look at one measurement than the report gives, and
 * which element its largest paint was.
 */
export function signedInPageArtifacts(
  baseUrl: string,
  who: Credentials,
  path: string,
): Promise<{ artifacts: Artifacts; largestPaint: string }> {
  return inFreshBrowser(async (page) => {
    const flow = await flowOn(page, `Taka, ${path}`);
    await flow.navigate(`${baseUrl}/sign-in`, { disableStorageReset: false });
    await signInThroughForm(page, who);
    await flow.navigate(`${baseUrl}${path}`, { disableStorageReset: false });
    const largestPaint = (await page.evaluate(LARGEST_PAINT)) as string;
    const artifacts = flow.createArtifactsJson().gatherSteps[1]?.artifacts;
    if (!artifacts) throw new Error(`Lighthouse gathered nothing on ${path}`);
    return { artifacts, largestPaint };
  });
}
