import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
      // index.html is the app; landing.html is '/' without the app, filled by scripts/prerender.mjs.
      input: { app: 'index.html', landing: 'landing.html' },
    },
  },
});
