// After `vite build`: prerender the public pages into their own HTML files, keep an empty shell for the
// rest of the app, and write gzip and brotli copies of every asset for the server to send as they are.
// '/' is filled into landing.html, whose only script is a small counter module: the landing page loads
// no framework at all. The other prerendered pages are the app's shell, which takes over once loaded.
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { build } from 'vite';

export const PRERENDERED = ['/', '/sign-in', '/sign-up'];

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
rmSync(join(dist, 'landing.html'));
for (const path of PRERENDERED) {
  const html = await render(path);
  const template = path === '/' ? landing : shell;
  const page = template.replace('<div id="root"></div>', `<div id="root">${html}</div>`);
  if (page === template) throw new Error('the HTML template has no <div id="root"></div> to fill');
  const folder = path === '/' ? dist : join(dist, path);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'index.html'), page);
}
rmSync(ssrOut, { recursive: true, force: true });

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
console.log(`prerendered ${PRERENDERED.join(', ')}`);
