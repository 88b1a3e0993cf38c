import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import packageJson from './package.json' with { type: 'json' };

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// What the package imports rather than bundles: its dependencies and peers, as package.json declares them
// (test/library.test.ts checks that the build imports nothing else).
const external = [...Object.keys(packageJson.dependencies), ...Object.keys(packageJson.peerDependencies)];

/**
 * The package as other apps consume it: ESM, one file per source module (so an app's bundler keeps only
 * the components it imports: `sideEffects` in package.json tells it no module has any), three entry
 * points (all, primitives, marketplace). The stylesheets are built apart (scripts/build-styles.mjs).
 */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    minify: false,
    lib: {
      entry: {
        index: source('./src/index.ts'),
        'primitives/index': source('./src/primitives/index.ts'),
        'marketplace/index': source('./src/marketplace/index.ts'),
      },
      formats: ['es'],
    },
    rolldownOptions: {
      external: (id) => external.some((dep) => id === dep || id.startsWith(`${dep}/`)),
      output: {
        preserveModules: true,
        preserveModulesRoot: source('./src'),
        entryFileNames: '[name].js',
      },
    },
  },
});
