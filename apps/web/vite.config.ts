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
    rolldownOptions: {
      // index.html is the app; landing.html is '/' without the app, filled by scripts/prerender.mjs.
      input: { app: 'index.html', landing: 'landing.html' },
    },
  },
});
