// After `vite build`: prerender the public pages and the shells of signed-in home pages into their own
// HTML files, keep app.html (empty) for the rest of the app, and write gzip and brotli copies of every
// asset for the server to send as they are. '/' is filled into landing.html, whose only script is a small
// counter module: the landing page loads no framework at all. The other prerendered pages load the boot
// script (src/boot/boot.ts), which fetches the app once the first paint is on screen; the app hydrates
// public pages and replaces shells (src/main.tsx).
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { build } from 'vite';

/** The professional's picture, name and text in the profile's `vendor` shell, replaced by the server. */
const VENDOR_PLACEHOLDERS = { name: '{{first}} {{last}}', picture: '/media/{{picture}}', bio: '{{bio}}' };

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
const ssrOut = join(root, 'dist-ssr');

await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true },
});
const { render, head, LOCALES, LOCALE_TAGS, pages, paths } = await import(join(ssrOut, 'prerender.js'));
// The paths are the app's table of pages (src/lib/paths.ts), read from the bundle: the router's own.
export const PRERENDERED = [pages.home, pages.signIn, pages.signUp, pages.privacy];
// The page module each prerendered app route loads (src/features/<feature>/index.ts): its boot script fetches
// it beside the app instead of after it.
const PAGE_MODULES = {
  [pages.signIn]: 'src/features/account/pages/sign-in-page.tsx',
  [pages.signUp]: 'src/features/account/pages/sign-up-page.tsx',
  [pages.privacy]: 'src/features/account/pages/privacy-page.tsx',
};
// The signed-in pages people spend their time on get a shell (src/prerender.tsx): header, headings and
// placeholders paint from the HTML while the app and the session load. A page of one vendor (`:id`) has
// one shell for every id, written to <page>/_/ (the server sends it for any number in its place).
export const SHELLS = {
  [pages.customerHome]: { role: 'Retail Customer', page: 'src/features/browse/pages/customer-home-page.tsx' },
  [pages.appointments]: {
    role: 'Retail Customer',
    page: 'src/features/bookings/pages/appointments-page.tsx',
  },
  [pages.customerProfessional]: {
    role: 'Retail Customer',
    page: 'src/features/profiles/pages/professional-overview-page.tsx',
  },
  [pages.bookProfessional]: {
    role: 'Retail Customer',
    page: 'src/features/bookings/components/booking-form.tsx',
  },
  [pages.businessDashboard]: {
    role: 'Business Owner',
    page: 'src/features/browse/pages/business-dashboard-page.tsx',
  },
  [pages.professionalRequests]: {
    role: 'Beauty Professional',
    page: 'src/features/bookings/pages/professional-requests-page.tsx',
  },
};

const shell = readFileSync(join(dist, 'index.html'), 'utf8');
const landing = readFileSync(join(dist, 'landing.html'), 'utf8');
renameSync(join(dist, 'index.html'), join(dist, 'app.html'));
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
rmSync(join(dist, 'landing.html'));
// Every page in each language: English as index.html, Kiswahili beside it as index.sw.html (app.sw.html
// for the empty shell); the server sends the visitor's (the lang cookie, else Accept-Language).
const english = await head('en');
const fileName = (locale, base = 'index') => (locale === 'en' ? `${base}.html` : `${base}.${locale}.html`);
for (const locale of LOCALES) {
  const inLocale = translateHead(await head(locale), locale);
  if (locale !== 'en') writeFileSync(join(dist, fileName(locale, 'app')), inLocale(shell));
  for (const path of PRERENDERED) {
    const html = await render(path, undefined, locale);
    const template = inLocale(path === pages.home ? landing : deferAppScripts(shell, PAGE_MODULES[path]));
    const page = template.replace('<div id="root"></div>', `<div id="root">${html}</div>`);
    if (page === template) throw new Error('the HTML template has no <div id="root"></div> to fill');
    const folder = path === pages.home ? dist : join(dist, path);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, fileName(locale)), page);
  }
  for (const [path, { role, page: pageModule }] of Object.entries(SHELLS)) {
    // Any valid id: no query runs at build time, so the page shows its placeholders, as for any vendor
    // before its data arrives (an invalid id would show "not found").
    const html = await render(path.replace(':id', '1'), role, locale);
    const template = inLocale(deferAppScripts(shell, pageModule));
    const page = template.replace('<div id="root"></div>', `<div id="root" data-shell>${html}</div>`);
    const folder = join(dist, path.replace(':id', '_'));
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, fileName(locale)), page);
  }
  // A professional's profile once more, showing the picture, name and text of a professional as
  // placeholders, which the server replaces by a real professional's (the page's largest content then
  // paints with the HTML); apps/api/src/domains/accounts/profile-shell.ts has the same placeholders.
  const html = await render(paths.customerProfessional(1), 'Retail Customer', locale, {
    professional: VENDOR_PLACEHOLDERS,
  });
  for (const placeholder of [...Object.values(VENDOR_PLACEHOLDERS), '>{{<'])
    if (!html.includes(placeholder)) throw new Error(`the profile shell lost its placeholder ${placeholder}`);
  const template = inLocale(deferAppScripts(shell, SHELLS[pages.customerProfessional].page));
  writeFileSync(
    join(dist, pages.customerProfessional.replace(':id', '_'), fileName(locale, 'vendor')),
    template.replace('<div id="root"></div>', `<div id="root" data-shell>${html}</div>`),
  );
  // The appointments of a client without a request waiting (a new client's): the first tab's empty
  // state, the page's largest text, paints with the HTML. The server sends it when it has checked.
  const empty = await render(pages.appointments, 'Retail Customer', locale, { noPendingBookings: true });
  writeFileSync(
    join(dist, pages.appointments, fileName(locale, 'empty')),
    inLocale(deferAppScripts(shell, SHELLS[pages.appointments].page)).replace(
      '<div id="root"></div>',
      `<div id="root" data-shell>${empty}</div>`,
    ),
  );
}

/** The English head's language, title and description replaced by the language's own. */
function translateHead(texts, locale) {
  const escape = (text) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
  return (html) => {
    const out = html
      .replace('<html lang="en-KE">', `<html lang="${LOCALE_TAGS[locale]}">`)
      .replace(`<title>${escape(english.title)}</title>`, `<title>${escape(texts.title)}</title>`)
      .replace(`content="${escape(english.description)}"`, `content="${escape(texts.description)}"`);
    if (locale !== 'en' && (out.includes(english.title) || !out.includes(`lang="${LOCALE_TAGS[locale]}"`)))
      throw new Error(`the HTML head could not be put in ${locale}: check index.html and sharedHead()`);
    return out;
  };
}
rmSync(ssrOut, { recursive: true, force: true });

/**
 * A prerendered page is readable before any script runs: instead of the app's entry it loads the boot
 * script (src/boot/boot.ts), which asks for the app and the page's own module, named in its data-load
 * attribute, once the browser reports the first paint. Nothing else is preloaded: on a slow line the app
 * code would compete with the CSS.
 */
function deferAppScripts(html, pageModule) {
  const entry = html.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
  if (!entry) throw new Error('index.html has no module entry script to defer');
  const page = manifest[pageModule];
  if (!page) throw new Error(`${pageModule} is not in the build manifest: update PAGE_MODULES`);
  const boot = manifest['src/boot/boot.ts'];
  if (!boot) throw new Error('src/boot/boot.ts is not in the build manifest: see vite.config.ts');
  return html
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace(
      entry[0],
      `<script type="module" src="/${boot.file}" data-load="${entry[1]} /${page.file}"></script>`,
    );
}

function compressAll(folder) {
  for (const name of readdirSync(folder)) {
    const file = join(folder, name);
    if (statSync(file).isDirectory()) compressAll(file);
    else if (/\.(js|css|html|svg|json|txt)$/.test(name)) {
      const data = readFileSync(file);
      writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    }
  }
}
compressAll(dist);
console.log(`prerendered ${PRERENDERED.join(', ')}; shells of ${Object.keys(SHELLS).join(', ')}`);
