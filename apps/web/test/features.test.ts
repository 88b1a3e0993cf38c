import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The web app by feature (docs/architecture.md, the web app), held by reading the imports of every source
// file, stories and type-only imports too, and the dynamic imports lint cannot see. A rule that lives in a
// test cannot be switched off by one eslint-disable comment.
const root = fileURLToPath(new URL('../../..', import.meta.url));
const src = fileURLToPath(new URL('../src', import.meta.url));

/** A path as relative to src, with forward slashes on any system. */
const underSrc = (path: string) => relative(src, path).split(sep).join('/');

const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
  .map((file) => underSrc(join(src, file)));

const sources = new Map(files.map((file) => [file, readFileSync(join(src, file), 'utf8')]));

/** Each file's relative imports (static, dynamic and re-exports), as paths under src. */
const imports = new Map<string, string[]>(
  files.map((file) => {
    const pattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
    const targets = [...sources.get(file)!.matchAll(pattern)].map(([, specifier]) =>
      underSrc(resolve(dirname(join(src, file)), specifier!)),
    );
    return [file, [...new Set(targets)].filter((target) => !target.endsWith('.json'))];
  }),
);

const featureOf = (file: string) => (file.startsWith('features/') ? file.split('/')[1] : undefined);
/** A feature's public face; a directory import of the feature resolves to it too. */
const isFace = (target: string) =>
  target === `features/${featureOf(target)}/index.ts` || target === `features/${featureOf(target)}`;

const features = [...new Set(files.map(featureOf).filter((feature) => feature !== undefined))];

describe('the web app by feature', () => {
  it('reads the imports it checks', () => {
    expect(features.sort()).toEqual([
      'account',
      'bookings',
      'browse',
      'hiring',
      'payments',
      'profiles',
      'reviews',
      'schedule',
    ]);
    expect([...imports.values()].flat().length).toBeGreaterThan(500);
    expect(
      [...imports.values()]
        .flat()
        .filter((target) => !existsSync(join(src, target)) && !existsSync(join(src, `${target}.ts`))),
    ).toEqual([]);
  });

  it("keeps a feature's files in api/, components/ and pages/, beside its index.ts", () => {
    expect(features.filter((feature) => !files.includes(`features/${feature}/index.ts`))).toEqual([]);
    expect(
      files.filter(
        (file) =>
          featureOf(file) &&
          !/^features\/[a-z-]+\/(index\.ts|(api|components|pages)\/[^/]+\.tsx?)$/.test(file),
      ),
    ).toEqual([]);
  });

  it('has a feature use another only through its index.ts', () => {
    expect(
      [...imports].flatMap(([file, targets]) =>
        targets
          .filter((target) => featureOf(target) && featureOf(target) !== featureOf(file) && !isFace(target))
          .map((target) => `${file} -> ${target}`),
      ),
    ).toEqual([]);
  });

  it('keeps lib/ under the features: it imports none of them', () => {
    expect(
      [...imports].flatMap(([file, targets]) =>
        file.startsWith('lib/')
          ? targets.filter((target) => featureOf(target)).map((target) => `${file} -> ${target}`)
          : [],
      ),
    ).toEqual([]);
  });

  it("writes to the server only from a feature's api/ modules", () => {
    const writes = /\bapi\.(POST|PUT|PATCH|DELETE)\b|\buseMutation\b/;
    expect(
      files.filter(
        (file) => writes.test(sources.get(file)!) && !/^features\/[a-z-]+\/api\/[^/]+\.ts$/.test(file),
      ),
    ).toEqual([]);
  });

  // Type-aware linting sets up the TypeScript project first: seconds, more on a loaded machine.
  it("has lint refuse another feature's private module, and take its public face", async () => {
    const eslint = new ESLint({ cwd: root });
    // Files that exist, so the type-aware rules find them in the project.
    const refusals = async (file: string, code: string) => {
      const messages = (await eslint.lintText(code, { filePath: join(src, file) })).flatMap(
        (result) => result.messages,
      );
      expect(messages.filter((message) => message.fatal)).toEqual([]);
      return messages.filter((message) => message.ruleId === 'no-restricted-imports').length;
    };

    // A feature's page, component, api module or index reaching into another feature.
    expect(
      await refusals(
        'features/profiles/pages/overview-page.tsx',
        "import { useHireProfessional } from '../../hiring/api/employment.ts';\nexport const h = useHireProfessional;\n",
      ),
    ).toBe(1);
    expect(
      await refusals(
        'features/bookings/api/bookings.ts',
        "import type { ProfessionalPreview } from '../../profiles/api/professionals.ts';\nexport type P = ProfessionalPreview;\n",
      ),
    ).toBe(1);
    expect(
      await refusals(
        'features/reviews/index.ts',
        "export { ContactDetails } from '../profiles/components/contact-details.tsx';\n",
      ),
    ).toBe(1);
    expect(
      await refusals(
        'features/profiles/pages/overview-page.tsx',
        "import { useHireProfessional } from '../../hiring/index.ts';\nexport const h = useHireProfessional;\n",
      ),
    ).toBe(0);
    // Within a feature, any file may import any other.
    expect(
      await refusals(
        'features/profiles/pages/overview-page.tsx',
        "import { ContactDetails } from '../components/contact-details.tsx';\nexport const c = ContactDetails;\n",
      ),
    ).toBe(0);

    // The route tables, the layouts and main.tsx use a feature's public face only.
    expect(
      await refusals(
        'routes/business.tsx',
        "import { EmployeesPage } from '../features/hiring/pages/employees-page.tsx';\nexport const e = EmployeesPage;\n",
      ),
    ).toBe(1);
    expect(
      await refusals(
        'main.tsx',
        "import { useSignOut } from './features/account/api/sign-out.ts';\nexport const s = useSignOut;\n",
      ),
    ).toBe(1);
    expect(
      await refusals(
        'routes/business.tsx',
        "import { loadEmployeesPage } from '../features/hiring/index.ts';\nexport const e = loadEmployeesPage;\n",
      ),
    ).toBe(0);
    expect(
      await refusals(
        'layouts/app-layout.tsx',
        "import { LanguageSwitch } from '../features/account/index.ts';\nexport const l = LanguageSwitch;\n",
      ),
    ).toBe(0);

    // lib/ imports no feature, not even its public face.
    expect(
      await refusals(
        'lib/guards.tsx',
        "import { useSignOut } from '../features/account/index.ts';\nexport const s = useSignOut;\n",
      ),
    ).toBe(1);
  }, 120_000);
});
