import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
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
      "import { Button, Rating, EmptyState } from '@urembo/ui/primitives';",
      "import { ReviewList } from '@urembo/ui/marketplace';",
      "import '@urembo/ui/styles.css';",
      'createRoot(document.getElementById("root")!).render(',
      '  <main><Button>Book now</Button><Rating value={4.5} /><EmptyState title="No beauty professionals found." />',
      '  <ReviewList reviews={[]} labels={{ empty: "No reviews for this salon yet." }} /></main>,',
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
      '  resolve: { alias: [',
      "    { find: '@urembo/ui/styles.css', replacement: dist + '/styles.css' },",
      "    { find: /^@urembo\\/ui\\/(primitives|marketplace)$/, replacement: dist + '/$1.js' },",
      "    { find: /^@urembo\\/ui$/, replacement: dist + '/index.js' },",
      '  ] },',
      "  build: { outDir: 'out', emptyOutDir: true },",
      '};',
    ].join('\n'),
  );
}, 120_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

const entryPoints = ['index', 'primitives', 'marketplace'] as const;

/** An entry's own file and every chunk it imports, transitively: what an app gets from that import. */
function bundleOf(entry: string): string {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, chunk] of code.matchAll(/(?:from|import)\s*["'](\.\.?\/[^"']+\.js)["']/g))
      visit(join(dirname(file), chunk!));
  };
  visit(join(dist, `${entry}.js`));
  return [...seen].map((file) => readFileSync(file, 'utf8')).join('\n');
}

describe('the published build', () => {
  it.each(entryPoints)('ships %s as ESM with type declarations', (entry) => {
    const js = readFileSync(join(dist, `${entry}.js`), 'utf8');
    expect(js).toMatch(/export\s*\{/);
    expect(js).not.toMatch(/from\s*["']\.\.?\/.*\.tsx?["']/);
    const types = entry === 'index' ? 'index.d.ts' : join(entry, 'index.d.ts');
    expect(readFileSync(join(dist, 'types', types), 'utf8')).toContain('export');
  });

  it('ships one compiled stylesheet', () => {
    expect(readFileSync(join(dist, 'styles.css'), 'utf8')).toContain('--primary');
  });

  it('keeps the marketplace out of the primitives entry', () => {
    const primitives = bundleOf('primitives');
    expect(primitives).toContain('rating-input');
    expect(primitives).not.toContain('professional-card');
    expect(bundleOf('marketplace')).toContain('professional-card');
  });

  it('keeps React out of the bundle (a peer dependency)', () => {
    const js = bundleOf('index');
    expect(js).toMatch(/from\s*["']react["']|from\s*["']react\/jsx-runtime["']/);
    expect(js).not.toContain('__SECRET_INTERNALS');
  });

  it('is importable from a scratch Vite app that builds with both entry points and the CSS', () => {
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
      .map((f) => readFileSync(join(scratch, 'out', 'assets', f), 'utf8'))
      .join('');
    expect(js).toContain('No beauty professionals found.');
    expect(js).toContain('No reviews for this salon yet.');
    expect(assets.some((f) => f.endsWith('.css'))).toBe(true);
  });

  it('renders components of each entry point when imported as a module', async () => {
    const { createElement } = await import('react');
    const { renderToString } = await import('react-dom/server');
    const primitives = (await import(
      join(dist, 'primitives.js')
    )) as typeof import('../src/primitives/index.ts');
    const marketplace = (await import(
      join(dist, 'marketplace.js')
    )) as typeof import('../src/marketplace/index.ts');
    const all = (await import(join(dist, 'index.js'))) as typeof import('../src/index.ts');

    const button = renderToString(createElement(primitives.Button, null, 'Book now'));
    expect(button).toContain('Book now');
    expect(button).toContain('data-slot="button"');
    const card = renderToString(
      createElement(marketplace.ProfessionalCard, {
        name: 'Amina Wanjiru',
        rating: 4.5,
        available: true,
        services: [{ id: 1, name: 'Manicure' }],
      }),
    );
    expect(card).toContain('data-slot="professional-card"');
    expect(card).toContain('Manicure');
    // The whole-library entry hands out the very same components, not copies.
    expect(all.Button).toBe(primitives.Button);
    expect(all.ProfessionalCard).toBe(marketplace.ProfessionalCard);
  });
});
