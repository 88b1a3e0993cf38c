import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

// The published build, checked in the workspace (fast); scripts/consumer installs the packed tarballs in
// apps outside it, on the lowest and newest React.
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const dist = join(packageDir, 'dist');
const kenyaDir = join(packageDir, '..', 'kenya');
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  publishConfig: { exports: Record<string, string | { types: string; import: string }> };
  sideEffects: string[];
};

beforeAll(() => {
  execFileSync('pnpm', ['run', 'build'], { cwd: packageDir, stdio: 'pipe' });
  execFileSync('pnpm', ['run', 'build'], { cwd: kenyaDir, stdio: 'pipe' });
}, 180_000);

const files = (dir: string, suffix: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix))
    .map((file) => join(dir, file));

/** An entry's own module and every module it imports, transitively: what an app gets from that import. */
function graphOf(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, path] of readFileSync(file, 'utf8').matchAll(
      /(?:from|import)\s*["'](\.\.?\/[^"']+\.js)["']/g,
    ))
      visit(join(dirname(file), path!));
  };
  visit(join(dist, entry));
  return [...seen];
}

describe('the published build of @urembo/ui', () => {
  it('points every published export at a file the build made', () => {
    for (const target of Object.values(manifest.publishConfig.exports)) {
      const paths = typeof target === 'string' ? [target] : [target.types, target.import];
      for (const path of paths) expect(() => readFileSync(join(packageDir, path))).not.toThrow();
    }
  });

  it('imports nothing but its declared dependencies and peers, and never by a .ts path', () => {
    const declared = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)];
    const imported = new Set<string>();
    for (const file of [...files(dist, '.js'), ...files(dist, '.d.ts')]) {
      const code = readFileSync(file, 'utf8');
      expect(code, file).not.toMatch(/from\s*["'][^"']+\.tsx?["']/);
      const specifiers = [
        ...code.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s*["']([^"'.][^"']*)["']/gm),
        ...code.matchAll(/^\s*import\s*["']([^"'.][^"']*)["']/gm),
        ...code.matchAll(/\bimport\(\s*["']([^"'.][^"']*)["']\s*\)/g),
      ].map((match) => match[1]!);
      for (const specifier of specifiers)
        imported.add(
          specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!,
        );
    }
    expect([...imported].filter((name) => !declared.includes(name))).toEqual([]);
    // What package.json declares, the build uses (no stale dependency).
    expect(Object.keys(manifest.dependencies).filter((name) => !imported.has(name))).toEqual([]);
  });

  it('keeps the marketplace out of the primitives entry, and React out of the build', () => {
    const primitives = graphOf('primitives/index.js');
    expect(primitives.some((file) => file.includes('rating'))).toBe(true);
    expect(primitives.some((file) => file.includes('marketplace'))).toBe(false);
    expect(graphOf('marketplace/index.js').some((file) => file.includes('professional-card'))).toBe(true);
    const all = graphOf('index.js').map((file) => readFileSync(file, 'utf8'));
    expect(all.join('\n')).not.toContain('__CLIENT_INTERNALS');
  });

  it('declares only stylesheets as side effects, so unused components are dropped', () => {
    expect(manifest.sideEffects).toEqual(['**/*.css']);
  });

  it('ships styles.css in one cascade layer with no global reset', () => {
    const css = readFileSync(join(dist, 'styles.css'), 'utf8');
    const outside = css.replace(/@property\s+--[\w-]+\s*\{[^}]*\}/g, '');
    expect(outside.startsWith('@layer urembo{')).toBe(true);
    expect(outside.trimEnd().endsWith('}')).toBe(true);
    expect(css).toContain('--primary');
    // Preflight's page-wide rules are absent (the `properties` layer only gives Tailwind's own --tw-*
    // variables their initial values); the components' own reset is scoped to them.
    const rules = css.replace(/@layer properties\{@supports[^{]*\{[^{]*\{[^}]*\}\}\}/, '');
    expect(rules.includes('--tw-translate-x:0;'), 'the properties layer is still there').toBe(false);
    const pageWide = rules.match(/(?:^|[{}])\s*(?:html|body|\*)\s*[,{]/);
    expect(pageWide?.[0] ?? 'none').toBe('none');
    expect(css).toMatch(/:where\(\[data-slot\]/);
  });

  it('ships theme.css for Tailwind apps: the tokens and a @source of the compiled components', () => {
    const theme = readFileSync(join(dist, 'styles', 'theme.css'), 'utf8');
    expect(theme).toContain('@theme');
    expect(theme).toContain("@source '..'");
    expect(theme).not.toContain("@import 'tailwindcss'");
  });

  it('renders components of each entry point when imported as a module', async () => {
    const { createElement } = await import('react');
    const { renderToString } = await import('react-dom/server');
    const primitives = (await import(
      join(dist, 'primitives/index.js')
    )) as typeof import('../src/primitives/index.ts');
    const marketplace = (await import(
      join(dist, 'marketplace/index.js')
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

describe('the published build of @urembo/kenya', () => {
  it('is plain JavaScript that Node imports without TypeScript, with declarations', () => {
    const out = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "const k = await import('./dist/index.js'); console.log(k.formatKES(2000), k.countyNames.length)",
      ],
      { cwd: kenyaDir, encoding: 'utf8' },
    );
    expect(out.trim()).toBe('KES 2,000 47');
    const types = readFileSync(join(kenyaDir, 'dist', 'index.d.ts'), 'utf8');
    expect(types).toContain("'./counties.js'");
    expect(files(join(kenyaDir, 'dist'), '.js').some((file) => file.includes('.test.'))).toBe(false);
  });
});
