// After `vite build`: prerender the public pages and the shells of signed-in home pages into their own
// HTML files, keep app.html (empty) for the rest of the app, and write gzip and brotli copies of every
// asset for the server to send as they are. '/' is filled into landing.html, whose only script is a small
// counter module: the landing page loads no framework at all. The other prerendered pages load a boot
// script that fetches the app once the first paint is on screen; the app hydrates public pages and
// replaces shells (src/main.tsx).
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { build } from 'vite';

export const PRERENDERED = ['/', '/sign-in', '/sign-up'];
// The page module each prerendered app route loads (areas/<area>/routes.tsx): its boot script fetches
// it beside the app instead of after it.
const PAGE_MODULES = {
  '/sign-in': 'src/areas/public/sign-in-page.tsx',
  '/sign-up': 'src/areas/public/sign-up-page.tsx',
};
// Signed-in home pages get a shell (src/prerender.tsx): header, headings and placeholders paint from the
// HTML while the app and the session load.
export const SHELLS = {
  '/customer-home': { role: 'Retail Customer', page: 'src/areas/customer/customer-home-page.tsx' },
};

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
const ssrOut = join(root, 'dist-ssr');

await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true },
});
const { render } = await import(join(ssrOut, 'prerender.js'));

const shell = readFileSync(join(dist, 'index.html'), 'utf8');
const landing = readFileSync(join(dist, 'landing.html'), 'utf8');
renameSync(join(dist, 'index.html'), join(dist, 'app.html'));
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
rmSync(join(dist, 'landing.html'));
for (const path of PRERENDERED) {
  const html = await render(path);
  const template = path === '/' ? landing : deferAppScripts(shell, PAGE_MODULES[path]);
  const page = template.replace('<div id="root"></div>', `<div id="root">${html}</div>`);
  if (page === template) throw new Error('the HTML template has no <div id="root"></div> to fill');
  const folder = path === '/' ? dist : join(dist, path);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'index.html'), page);
}
for (const [path, { role, page: pageModule }] of Object.entries(SHELLS)) {
  const html = await render(path, role);
  const template = deferAppScripts(shell, pageModule);
  const page = template.replace('<div id="root"></div>', `<div id="root" data-shell>${html}</div>`);
  mkdirSync(join(dist, path), { recursive: true });
  writeFileSync(join(dist, path, 'index.html'), page);
}
rmSync(ssrOut, { recursive: true, force: true });

/**
 * A prerendered page is readable before any script runs, so its app code must not compete with the CSS
 * for a slow line nor run before the first paint: the page loads a small boot script instead, which
 * asks for the app and the page's own module once the browser reports the first paint. Their imports are
 * fetched by the browser's module loader as it finds them, with no script work per file.
 */
function deferAppScripts(html, pageModule) {
  const entry = html.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
  if (!entry) throw new Error('index.html has no module entry script to defer');
  const page = manifest[pageModule];
  if (!page) throw new Error(`${pageModule} is not in the build manifest: update PAGE_MODULES`);
  // The code is asked for once the browser reports the first paint (the page's largest text, from the
  // HTML) on screen: asked any earlier, a slow line carries it alongside that paint. Browsers without paint
  // entries start it after two frames; a tab that never paints (opened in the background) after 2 seconds.
  const load = `import(${JSON.stringify(entry[1])}),import(${JSON.stringify(`/${page.file}`)})`;
  // Until the app has taken over the markup, a form must not submit itself the browser's way (a GET that
  // would put the password in the address) and a tap on a scripted control (terms checkbox, user type) does
  // nothing: both are kept in window.__early for the app to do again (src/lib/early-input.ts).
  const capture = `const E=window.__early={clicks:[],submit:null,stop(){removeEventListener('click',C,!0);removeEventListener('submit',S,!0)}};function C(e){const b=e.target.closest&&e.target.closest('button[type=button]');b&&E.clicks.push(b)}function S(e){e.preventDefault();E.submit={form:e.target,submitter:e.submitter}}addEventListener('click',C,!0);addEventListener('submit',S,!0);`;
  const boot = `${capture}let s;const go=(l,o)=>{o&&o.disconnect();s||(s=${load})},t=PerformanceObserver.supportedEntryTypes||[];t.includes('paint')?new PerformanceObserver(go).observe({type:'paint',buffered:!0}):requestAnimationFrame(()=>requestAnimationFrame(go));setTimeout(go,2e3)`;
  const name = `assets/boot-${createHash('sha256').update(boot).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(join(dist, name), boot);
  return html
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace(entry[0], `<script type="module" src="/${name}"></script>`);
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
