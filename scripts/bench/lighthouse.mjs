// Part 2: Lighthouse, mobile with simulated slow 4G (its default), on the system Chromium.
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Works on the browser Lighthouse drives, over CDP. */
async function withBrowser(port, work) {
  const { chromium } = await import('playwright');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    return await work(browser.contexts()[0]);
  } finally {
    await browser.close();
  }
}

const setCookies = (port, origin, cookies) =>
  withBrowser(port, (context) => context.addCookies(cookies.map((cookie) => ({ ...cookie, url: origin }))));

// Lighthouse keeps the HTTP cache when told to keep storage (for the session cookie): emptied by hand, every
// run of a signed-in page is a first visit, like the public pages' runs.
const clearHttpCache = (port) =>
  withBrowser(port, async (context) => {
    const session = await context.newCDPSession(context.pages()[0] ?? (await context.newPage()));
    await session.send('Network.clearBrowserCache');
  });

/** One Lighthouse run; a run whose trace Chrome failed to record (NO_NAVSTART and the like) is retried. */
async function audit(url, options) {
  for (let attempt = 1; ; attempt += 1) {
    const { lhr } = await lighthouse(url, options);
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Audits each page `runs` times and keeps the run with the median performance score. */
export async function benchLighthouse({ origin, pages, runs = 1, add }) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    for (const page of pages) {
      // A signed-in page needs the session in the browser's own cookie jar (the app reads csrftoken),
      // so the cookies are set over CDP and Lighthouse is told to keep storage.
      if (page.cookies) await setCookies(chrome.port, origin, page.cookies);
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        if (page.cookies) await clearHttpCache(chrome.port);
        const lhr = await audit(`${origin}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          ...(page.cookies ? { disableStorageReset: true } : {}),
        });
        // LHR_DIR=folder keeps every run's whole report, to see where the main thread's time went.
        if (process.env.LHR_DIR)
          writeFileSync(
            `${process.env.LHR_DIR}/${page.path.replace(/\//g, '_')}-${run}.json`,
            JSON.stringify(lhr),
          );
        results.push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          finalUrl: lhr.finalDisplayedUrl,
        });
      }
      const chosen = results.find((r) => r.score === median(results.map((x) => x.score)));
      const figure = (name, value, unit, budget) =>
        add({ part: 'lighthouse', figure: `${page.path} ${name}`, value, unit, budget });
      figure('performance', chosen.score, '', { min: 95 });
      figure('LCP', chosen.lcp, 's', { max: 2.0 });
      figure('TBT', chosen.tbt, 'ms');
      figure('CLS', chosen.cls, '', { below: 0.05 });
      if (new URL(chosen.finalUrl).pathname !== page.path)
        add({
          part: 'lighthouse',
          figure: `${page.path} ended on ${chosen.finalUrl}`,
          value: 1,
          unit: '',
          budget: { max: 0 },
        });
    }
  } finally {
    chrome.kill();
  }
}
