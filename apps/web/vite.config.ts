import { readFileSync } from 'node:fs';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
// A relative path: Vite bundles the config's relative imports, while a package name would be left to Node,
// which cannot load the package's TypeScript.
import { catalogues } from '../../packages/i18n/src/vite.ts';

/**
 * The head both HTML entries share: index.html (the app) and landing.html ('/' without the app), in
 * English; scripts/prerender.mjs writes the Kiswahili files with the texts of head.sw.json.
 */
function sharedHead(): Plugin {
  const texts = JSON.parse(readFileSync(new URL('src/i18n/messages/head.en.json', import.meta.url), 'utf8'));
  const meta = (attrs: Record<string, string>): HtmlTagDescriptor => ({
    tag: 'meta',
    attrs,
    injectTo: 'head-prepend',
  });
  return {
    name: 'urembo:shared-head',
    transformIndexHtml: () => [
      meta({ charset: 'UTF-8' }),
      meta({ name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      meta({
        name: 'description',
        content: texts['head.description'],
      }),
      {
        tag: 'title',
        children: texts['head.title'],
        injectTo: 'head-prepend',
      },
    ],
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    sharedHead(),
    catalogues({
      dir: new URL('src/i18n/messages', import.meta.url).pathname,
      sources: new URL('src', import.meta.url).pathname,
      runtime: new URL('src/i18n/index.ts', import.meta.url).pathname,
    }),
  ],
  server: { proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
  build: {
    target: 'es2022',
    sourcemap: false,
    // scripts/web-weight.mjs reads which chunks and styles each route loads from the manifest.
    manifest: true,
    // The HTML preloads the entry's chunks; a route's chunks are not preloaded by script when the route
    // is first visited: that costs the page a DOM node and a request set up in script per file, on the
    // main thread of a slow phone, where the browser's module loader fetches them on its own.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      // index.html is the app; landing.html is '/' without the app, filled by scripts/prerender.mjs, which
      // also puts the boot script in place of the app's entry in the other prerendered pages.
      input: { app: 'index.html', landing: 'landing.html', boot: 'src/boot/boot.ts' },
      treeshake: {
        // A feature's modules do nothing on import but register the texts they name (the catalogues()
        // import above): one whose exports nobody uses is left out, texts and all. The route tables import
        // every feature's index for its pages' loaders, and without this each index would bring what it
        // offers other features into the entry every route loads. Other modules are left to Rolldown's own
        // reading (undefined): `true` would keep what their importers do not use, e.g. the API client's
        // toFormData, which then sat in the entry.
        moduleSideEffects: (id: string) => (id.includes('/src/features/') ? false : undefined),
      },
    },
  },
});
