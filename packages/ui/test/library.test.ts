import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const dist = join(packageDir, 'dist');
let scratch: string;

beforeAll(() => {
  execFileSync('pnpm', ['run', 'build'], { cwd: packageDir, stdio: 'pipe' });
  // Inside the package so react and the other dependencies resolve as they would once installed.
  scratch = mkdtempSync(join(packageDir, 'test', '.scratch-'));
  mkdirSync(join(scratch, 'src'));
  writeFileSync(
    join(scratch, 'index.html'),
    '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  );
  writeFileSync(
    join(scratch, 'src', 'main.tsx'),
    [
      "import { createRoot } from 'react-dom/client';",
      "import { Button, Rating, EmptyState } from '@urembo/ui';",
      "import '@urembo/ui/styles.css';",
      'createRoot(document.getElementById("root")!).render(',
      '  <main><Button>Book now</Button><Rating value={4.5} /><EmptyState title="No beauty professionals found." /></main>,',
      ');',
    ].join('\n'),
  );
  writeFileSync(
    join(scratch, 'vite.config.mjs'),
    [
      "import react from '@vitejs/plugin-react';",
      `const dist = ${JSON.stringify(dist)};`,
      'export default {',
      '  plugins: [react()],',
      "  resolve: { alias: [{ find: '@urembo/ui/styles.css', replacement: dist + '/styles.css' }, { find: /^@urembo\\/ui$/, replacement: dist + '/index.js' }] },",
      "  build: { outDir: 'out', emptyOutDir: true },",
      '};',
    ].join('\n'),
  );
}, 120_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('the published build', () => {
  it('ships ESM, a stylesheet and type declarations', () => {
    const js = readFileSync(join(dist, 'index.js'), 'utf8');
    expect(js).toMatch(/export\s*\{/);
    expect(js).not.toMatch(/from\s*["']\.\.?\/.*\.tsx?["']/);
    expect(readFileSync(join(dist, 'styles.css'), 'utf8')).toContain('--primary');
    expect(readFileSync(join(dist, 'types', 'index.d.ts'), 'utf8')).toContain('button');
  });

  it('keeps React out of the bundle (a peer dependency)', () => {
    const js = readFileSync(join(dist, 'index.js'), 'utf8');
    expect(js).toMatch(/from\s*["']react["']|from\s*["']react\/jsx-runtime["']/);
    expect(js).not.toContain('__SECRET_INTERNALS');
  });

  it('is importable from a scratch Vite app that builds with its components and CSS', () => {
    execFileSync(
      join(packageDir, 'node_modules', '.bin', 'vite'),
      ['build', '--config', 'vite.config.mjs', '--logLevel', 'error'],
      {
        cwd: scratch,
        stdio: 'pipe',
      },
    );
    const assets = readdirSync(join(scratch, 'out', 'assets'));
    const js = assets
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(scratch, 'out', 'assets', f), 'utf8'));
    expect(js.join('')).toContain('No beauty professionals found.');
    expect(assets.some((f) => f.endsWith('.css'))).toBe(true);
  });

  it('renders its components when imported as a module', async () => {
    const { createElement } = await import('react');
    const { renderToString } = await import('react-dom/server');
    const ui = (await import(join(dist, 'index.js'))) as typeof import('../src/index.ts');
    const html = renderToString(createElement(ui.Button, null, 'Book now'));
    expect(html).toContain('Book now');
    expect(html).toContain('data-slot="button"');
  });
});
