import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const dependencies = [
  'react',
  'react-dom',
  'radix-ui',
  'lucide-react',
  'class-variance-authority',
  'clsx',
  'tailwind-merge',
];

/**
 * The package as other apps consume it: ESM for each entry point (all, primitives, marketplace), one
 * compiled stylesheet, React and the Radix/utility dependencies left to the app (peer and regular
 * dependencies), the Kenyan helpers bundled in.
 */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    cssCodeSplit: false,
    lib: {
      // One file per entry point; what two entries share goes into a chunk both import.
      entry: {
        index: source('./src/library.ts'),
        primitives: source('./src/primitives/index.ts'),
        marketplace: source('./src/marketplace/index.ts'),
      },
      formats: ['es'],
      fileName: (_format, entryName) => `${entryName}.js`,
      cssFileName: 'styles',
    },
    rollupOptions: {
      external: (id) => dependencies.some((dep) => id === dep || id.startsWith(`${dep}/`)),
      output: { chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
