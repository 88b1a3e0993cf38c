import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type Response } from '@playwright/test';
import { counties } from '../../packages/kenya/src/index.ts';
import {
  businessByApi,
  newPerson,
  PASSWORD,
  professionalByApi,
  registerByApi,
  type ApiUser,
} from '../support.ts';

/**
 * Issue 20's pseudo-locale test. The app is built with UREMBO_PSEUDO_LOCALE=1 (playwright.pseudo.config.ts):
 * every catalogue text is accented and lengthened ('Book' → 'Ɓóóóóóóķ'), so a text that still holds a plain
 * ASCII word of three letters or more was never looked up in a catalogue, unless it is data. Every route of
 * e2e/routes.spec.ts is opened by its role at 360 x 740; each page must show no such text and overflow
 * nothing horizontally.
 *
 * Data: every string value of every JSON answer of /api/ the page received (since it was opened), and what
 * this test registered (names, e-mails, the business's name). Also allowed: brand and loan words, the two
 * languages' names (the switch shows the other one on purpose), county and sub-county names
 * (@urembo/kenya), month and weekday names (Intl writes them in the page's language), e-mail addresses,
 * URLs, phone numbers and numbers.
 */

/** A role (null: signed out) and the routes it opens. */
type Tour = { user: ApiUser | null; paths: string[] };

interface Found {
  /** 'text', 'option', an attribute name, or 'document.title'. */
  kind: string;
  text: string;
  where: string;
}

interface Overflow {
  where: string;
  text: string;
  detail: string;
}

interface Scan {
  texts: Found[];
  overflows: Overflow[];
  pageWidth: number;
  viewportWidth: number;
}

interface RouteReport {
  route: string;
  url: string;
  hardCoded: Found[];
  overflows: Overflow[];
}

const ALLOWED_WORDS = new Set(
  [
    'Urembo',
    'Pesa',
    'Mpesa',
    'KES',
    'PIN',
    'SMS',
    'OTP',
    'English',
    'Kiswahili',
    'Kenya',
    // Sign-in providers and apps, named as they name themselves.
    'Google',
    'Apple',
    'Twitter',
    'Facebook',
    'Instagram',
    'WhatsApp',
    'Safaricom',
    // Intl's month and weekday names (dates are formatted in the page's language tag).
    ...intlNames(),
  ].map((word) => word.toLowerCase()),
);

function intlNames(): string[] {
  const names: string[] = [];
  for (const month of ['long', 'short'] as const)
    for (let m = 0; m < 12; m += 1)
      names.push(new Intl.DateTimeFormat('en-KE', { month, timeZone: 'UTC' }).format(Date.UTC(2026, m, 15)));
  for (const weekday of ['long', 'short'] as const)
    for (let d = 0; d < 7; d += 1)
      names.push(
        new Intl.DateTimeFormat('en-KE', { weekday, timeZone: 'UTC' }).format(Date.UTC(2026, 0, 4 + d)),
      );
  return names.flatMap((name) => name.match(/[A-Za-z]+/g) ?? []);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Place names as whole phrases: 'Kisumu Central' is a place, 'Central' alone is not. */
const PLACES = new RegExp(
  `\\b(?:${[...new Set(counties.flatMap((county) => [county.name, ...county.subCounties]))]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})\\b`,
  'gi',
);
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const URL_LIKE = /\b(?:https?:\/\/|www\.)\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|co\.ke|ke|org|net)\b\S*/gi;
const PHONE = /\+?\d[\d\s-]{6,}\d/g;
const M_PESA = /\bM-?Pesa\b/gi;

/** The ASCII words (3+ letters) of a text that are neither data nor allowed. */
function strayWords(text: string, dataWords: Set<string>): string[] {
  const rest = text
    .replace(EMAIL, ' ')
    .replace(URL_LIKE, ' ')
    .replace(PHONE, ' ')
    .replace(M_PESA, ' ')
    .replace(PLACES, ' ');
  // Accented letters split words: only runs of plain ASCII letters count.
  return (rest.match(/[A-Za-z]+/g) ?? [])
    .filter((word) => word.length >= 3)
    .filter((word) => !ALLOWED_WORDS.has(word.toLowerCase()) && !dataWords.has(word.toLowerCase()));
}

/** The English catalogue of apps/web (text → ids) and the sources of apps/web and packages/ui. */
const sources = (() => {
  const messages = 'apps/web/src/i18n/messages';
  const catalogue = new Map<string, string[]>();
  for (const file of readdirSync(messages).filter((name) => name.endsWith('.en.json')))
    for (const [id, text] of Object.entries(
      JSON.parse(readFileSync(join(messages, file), 'utf8')) as Record<string, string>,
    ))
      catalogue.set(text, [...(catalogue.get(text) ?? []), id]);
  const code = (dir: string) =>
    (readdirSync(dir, { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !/\.(stories|test)\.tsx?$/.test(file))
      .map((file) => readFileSync(join(dir, file), 'utf8'))
      .join('\n');
  return {
    catalogue,
    ui: code('packages/ui/src'),
    web: code('apps/web/src'),
    kenya: code('packages/kenya/src'),
  };
})();

/** Where a developer finds the text: the catalogue id it already has, or the package that writes it. */
function sourceHint(text: string): string {
  const hints: string[] = [];
  const ids = sources.catalogue.get(text);
  if (ids) hints.push(`catalogue has it: ${ids.join(', ')}`);
  for (const [where, code] of [
    ['apps/web/src', sources.web],
    ['packages/ui/src', sources.ui],
    ['packages/kenya/src', sources.kenya],
  ] as const)
    if (code.includes(text)) hints.push(`written in ${where}`);
  return hints.length ? `  [${hints.join('; ')}]` : '';
}

function wordsOf(text: string): string[] {
  return (text.match(/[A-Za-z]+/g) ?? []).map((word) => word.toLowerCase());
}

function stringsOf(value: unknown, into: string[]): void {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsOf(item, into);
}

/** Every string of every JSON answer of /api/ since the last reset; read() waits for the bodies. */
function watchApi(page: Page) {
  let words = new Set<string>();
  let pending: Promise<void>[] = [];
  let inFlight = 0;
  // The notification stream stays open as long as the page: it is not an answer to wait for.
  const counted = (url: string) => {
    const { pathname } = new URL(url);
    return pathname.startsWith('/api/') && !pathname.endsWith('/stream/');
  };
  page.on('request', (request) => {
    if (counted(request.url())) inFlight += 1;
  });
  const settled = (url: string) => {
    if (counted(url)) inFlight -= 1;
  };
  page.on('requestfailed', (request) => settled(request.url()));
  page.on('requestfinished', (request) => settled(request.url()));
  page.on('response', (response: Response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    const into = words;
    pending.push(
      response
        .json()
        .then((body: unknown) => {
          const strings: string[] = [];
          stringsOf(body, strings);
          for (const text of strings) for (const word of wordsOf(text)) into.add(word);
        })
        .catch(() => undefined),
    );
  });
  return {
    reset() {
      words = new Set();
      pending = [];
    },
    /** Waits until no /api/ request has been open for 300 ms (at most 5 s). */
    async quiet() {
      let calm = 0;
      for (let waited = 0; waited < 5000 && calm < 300; waited += 50) {
        calm = inFlight > 0 ? 0 : calm + 50;
        await page.waitForTimeout(50);
      }
    },
    async read(): Promise<Set<string>> {
      await Promise.all(pending);
      return words;
    },
  };
}

/** Runs in the page: every visible text, its labels, and what overflows horizontally. */
function scanPage(): Scan {
  const visible = (element: Element) => element.checkVisibility({ checkVisibilityCSS: true });
  const srOnly = (element: Element) => {
    if (element.closest('.sr-only')) return true;
    const box = element.getBoundingClientRect();
    return box.width <= 1 && box.height <= 1;
  };
  const name = (element: Element) => {
    let label = element.tagName.toLowerCase();
    if (element.id) return `${label}#${element.id}`;
    const slot = element.getAttribute('data-slot');
    if (slot) label += `[data-slot="${slot}"]`;
    else {
      const href = element.getAttribute('href');
      const role = element.getAttribute('role');
      if (href) label += `[href="${href}"]`;
      else if (role) label += `[role="${role}"]`;
      else if (typeof element.className === 'string' && element.className.trim())
        label += `.${element.className.trim().split(/\s+/).slice(0, 2).join('.')}`;
    }
    return label;
  };
  /** The element, its nearest named ancestor (data-slot or id) and its landmark. */
  const where = (element: Element) => {
    const named = element.parentElement?.closest('[data-slot], [id]');
    const landmark = element.closest('header, nav, main, footer, aside, [role="dialog"], form');
    const outer = [named, landmark].filter(
      (found): found is Element => !!found && found !== element && found !== document.body,
    );
    // Outermost first.
    outer.sort((a, b) => (a.contains(b) ? -1 : b.contains(a) ? 1 : 0));
    return [...new Set(outer), element].map(name).join(' > ');
  };

  const texts: Found[] = [{ kind: 'document.title', text: document.title, where: 'title' }];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    const parent = node.parentElement;
    if (!text || !parent || parent.closest('script, style, noscript, template, option')) continue;
    if (!visible(parent)) continue;
    texts.push({ kind: 'text', text, where: where(parent) });
  }
  // A closed <select> shows one option; the others show when it opens.
  for (const select of document.querySelectorAll('select')) {
    if (!visible(select)) continue;
    for (const option of select.options)
      if (option.text.trim()) texts.push({ kind: 'option', text: option.text.trim(), where: where(select) });
  }
  for (const element of document.querySelectorAll(
    '[aria-label], [placeholder], [title], [alt], input[type="submit"], input[type="button"]',
  )) {
    if (!visible(element)) continue;
    for (const attribute of ['aria-label', 'placeholder', 'title', 'alt', 'value']) {
      if (
        attribute === 'value' &&
        !(element instanceof HTMLInputElement && /submit|button/.test(element.type))
      )
        continue;
      const value = element.getAttribute(attribute)?.trim();
      if (value) texts.push({ kind: attribute, text: value, where: where(element) });
    }
  }

  const viewportWidth = window.innerWidth;
  const overflowing: Element[] = [];
  const details = new Map<Element, string>();
  for (const element of document.body.querySelectorAll('*')) {
    if (!visible(element) || srOnly(element)) continue;
    const style = getComputedStyle(element);
    // Meant to scroll sideways (chip rows, tables): its content may be wider than its box.
    if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
    if (element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1) {
      if (!(element.textContent ?? '').trim()) continue;
      overflowing.push(element);
      details.set(
        element,
        `content ${element.scrollWidth}px in a ${element.clientWidth}px box (overflow-x ${style.overflowX})`,
      );
    }
    // Past the right edge of the screen, with nothing between it and the page to clip or scroll it.
    const box = element.getBoundingClientRect();
    if (box.width > 0 && box.right > viewportWidth + 1) {
      let clipped = false;
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        const upStyle = getComputedStyle(up);
        if (upStyle.overflowX !== 'visible' || upStyle.position === 'fixed') clipped = true;
      }
      if (!clipped && style.position !== 'fixed') {
        overflowing.push(element);
        details.set(
          element,
          `${Math.round(box.left)}px to ${Math.round(box.right)}px, past the ${viewportWidth}px screen`,
        );
      }
    }
  }
  // The innermost culprits only: an element overflows its parents too.
  const culprits = [...new Set(overflowing)].filter(
    (element) => !overflowing.some((other) => other !== element && element.contains(other)),
  );
  return {
    texts,
    overflows: culprits.map((element) => ({
      where: where(element),
      text: (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80),
      detail: details.get(element)!,
    })),
    pageWidth: document.documentElement.scrollWidth,
    viewportWidth,
  };
}

test('every route in the pseudo-locale: no hard-coded English text, nothing overflows at 360 px', async ({
  page,
}) => {
  const pro = await professionalByApi(newPerson('Halima', 'Abdi'));
  const business = await businessByApi(newPerson('Peter', 'Njoroge'), 'Njoroge Grooming House');
  const customer = await registerByApi('Retail Customer', newPerson('Grace', 'Atieno'));
  const newOwner = await registerByApi('Business Owner', newPerson('Salim', 'Omar'));
  const newPro = await registerByApi('Beauty Professional', newPerson('Joy', 'Nduta'));
  // What this test typed: data wherever it shows, even before the API sends it back.
  const typed = new Set(
    [pro, business, customer, newOwner, newPro]
      .flatMap((user) => [user.name, user.email])
      .concat('Njoroge Grooming House')
      .flatMap(wordsOf),
  );

  // The same routes, by the same roles, as e2e/routes.spec.ts (keep the two lists alike).
  const tours: Tour[] = [
    {
      user: null,
      paths: [
        '/',
        '/sign-up',
        '/sign-up-business-owner',
        '/sign-in',
        '/contact-form',
        '/privacy',
        '/reset-password',
        '/otp-verification',
        '/set-new-password',
        '/no-such-page',
        // A signed-in page, signed out: the sign-in page with its `next`.
        '/appointments',
      ],
    },
    { user: newOwner, paths: [`/finish-setup-business/${newOwner.id}`] },
    { user: newPro, paths: [`/finish-setup-business-professional/${newPro.id}`] },
    {
      user: business,
      paths: [
        '/business-dashboard',
        `/OverviewPage/${pro.id}`,
        `/overviewpage/${pro.id}`,
        '/employees',
        '/employment-requests',
        '/business-bookings',
        '/business-agenda',
        '/business-hours',
        '/business-menu',
        '/business-profile',
        '/account-settings',
        `/report-professional/${pro.id}`,
        '/customer-home',
        '/OverviewPage/999999',
      ],
    },
    {
      user: pro,
      paths: [
        '/professional-home',
        `/BusinessOverviewPage/${business.id}`,
        '/professional-profile',
        '/professional-profile-details',
        '/professional-employer',
        '/employment-invitations',
        '/professional-requests',
        '/professional-agenda',
        '/professional-hours',
        '/professional-menu',
        '/subscription-plan',
        `/employment-requests/${business.id}`,
        `/leave-a-review/${business.id}`,
        `/report-business?user=${business.id}`,
      ],
    },
    {
      user: customer,
      paths: [
        '/customer-home',
        `/ProfessionalOverview/${pro.id}`,
        `/BusinessOverview/${business.id}`,
        `/professional-booking/${pro.id}`,
        `/business-booking/${business.id}`,
        '/appointments',
        '/appointments-summary',
        '/customer-profile',
        '/customer-settings',
        `/report-business?user=${business.id}`,
      ],
    },
  ];

  const api = watchApi(page);
  const reports: RouteReport[] = [];
  for (const { user, paths } of tours) {
    // No lang cookie (the app would load the real Kiswahili catalogue), then the role's session.
    await page.goto('about:blank');
    await page.context().clearCookies();
    if (user) {
      const response = await page.request.post('/api/oauth/', {
        data: { email: user.email, password: PASSWORD },
      });
      expect(response.ok()).toBe(true);
    }
    for (const path of paths) {
      const route = `${path} (${user?.name ?? 'signed out'})`;
      await test.step(route, async () => {
        api.reset();
        await page.goto(path);
        await expect(page.locator('h1, [role="dialog"]').first()).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await api.quiet();
        const scan = await page.evaluate(scanPage);
        const dataWords = new Set([...(await api.read()), ...typed]);
        const seen = new Set<string>();
        const hardCoded = scan.texts.filter((found) => {
          const key = `${found.kind}|${found.text}|${found.where}`;
          if (seen.has(key) || strayWords(found.text, dataWords).length === 0) return false;
          seen.add(key);
          return true;
        });
        const overflows = [...scan.overflows];
        if (scan.pageWidth > scan.viewportWidth)
          overflows.unshift({
            where: 'html',
            text: '',
            detail: `the page scrolls sideways: ${scan.pageWidth}px wide on a ${scan.viewportWidth}px screen`,
          });
        reports.push({ route, url: new URL(page.url()).pathname, hardCoded, overflows });
      });
    }
  }

  const lines: string[] = [];
  const hardCodedCount = reports.reduce((sum, report) => sum + report.hardCoded.length, 0);
  const overflowCount = reports.reduce((sum, report) => sum + report.overflows.length, 0);
  for (const report of reports) {
    if (report.hardCoded.length === 0 && report.overflows.length === 0) continue;
    const landed = report.url === report.route.split(' ')[0]!.split('?')[0] ? '' : ` → ${report.url}`;
    lines.push(
      `\n${report.route}${landed}: ${report.hardCoded.length} hard-coded, ${report.overflows.length} overflowing`,
    );
    for (const found of report.hardCoded)
      lines.push(
        `  text  ${JSON.stringify(found.text.slice(0, 120))}${found.kind === 'text' ? '' : ` (${found.kind})`}  at ${found.where}`,
      );
    for (const overflow of report.overflows)
      lines.push(`  wide  ${overflow.where}: ${overflow.detail}  ${JSON.stringify(overflow.text)}`);
  }
  const clean = reports.filter((report) => report.hardCoded.length === 0 && report.overflows.length === 0);
  const totals =
    `\npseudo-locale: ${reports.length} routes visited, ${clean.length} clean; ` +
    `${hardCodedCount} hard-coded texts on ${reports.filter((r) => r.hardCoded.length > 0).length} routes, ` +
    `${overflowCount} overflows on ${reports.filter((r) => r.overflows.length > 0).length} routes`;
  // The same text on many routes (the header's, a shared component's) is one fix: listed once, by count.
  const routesOf = new Map<string, Set<string>>();
  for (const report of reports)
    for (const found of report.hardCoded) {
      const key = `${JSON.stringify(found.text.slice(0, 120))}${found.kind === 'text' ? '' : ` (${found.kind})`}`;
      routesOf.set(key, (routesOf.get(key) ?? new Set()).add(report.route.split(' ')[0]!));
    }
  lines.push(
    `\n${routesOf.size} distinct hard-coded texts (routes showing each; where the text is written, if found):`,
  );
  for (const [key, routes] of [...routesOf].sort((a, b) => b[1].size - a[1].size))
    lines.push(
      `  ${String(routes.size).padStart(2)}  ${key}${sourceHint(JSON.parse(key.replace(/ \(.*\)$/, '')))}`,
    );
  lines.push(totals);
  const summary = lines.join('\n');
  console.log(summary);
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/pseudo-locale-report.txt', `${summary}\n`);
  await test.info().attach('pseudo-locale-report.txt', { body: summary, contentType: 'text/plain' });
  expect(hardCodedCount + overflowCount, summary).toBe(0);
});
