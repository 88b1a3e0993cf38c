import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The server's floors (docs/architecture.md, section 3), held by reading the imports of every source file,
// type-only ones too: a type tangles two files as surely as a value, even when nothing of it runs. A rule
// that lives in a test cannot be switched off by one eslint-disable comment.
const root = fileURLToPath(new URL('../../..', import.meta.url));
const src = fileURLToPath(new URL('../src', import.meta.url));

/** Below: what any domain may use. Above: the entry points, which wire the domains onto the platform. */
const PLATFORM = ['config.ts', 'deps.ts', 'errors.ts', 'events', 'jobs', 'transports', 'db', 'http', 'i18n'];
const ENTRY = ['app.ts', 'server.ts', 'main.ts', 'migrate.ts', 'seed'];

type Floor = 'platform' | 'domain' | 'entry' | 'none';

function floorOf(file: string): Floor {
  const top = file.split('/')[0]!;
  if (top === 'domains') return 'domain';
  if (PLATFORM.includes(top)) return 'platform';
  if (ENTRY.includes(top)) return 'entry';
  return 'none';
}

/** A path as relative to src, with forward slashes on any system. */
const underSrc = (path: string) => relative(src, path).split(sep).join('/');

const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
  .map((file) => underSrc(join(src, file)));

/** Each file's relative imports (static, dynamic and re-exports), as paths under src. */
const imports = new Map<string, string[]>(
  files.map((file) => {
    const pattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
    const targets = [...readFileSync(join(src, file), 'utf8').matchAll(pattern)].map(([, specifier]) =>
      underSrc(resolve(dirname(join(src, file)), specifier!)),
    );
    return [file, [...new Set(targets)].filter((target) => !target.endsWith('.json'))];
  }),
);

/**
 * The domains, bottom to top (docs/architecture.md, section 3): a domain uses only those below it, and only
 * through their public face (index.ts); what an upper domain must learn of a lower one's work it hears as
 * an event (events/index.ts).
 */
const DOMAIN_FLOORS: string[][] = [
  ['system', 'catalog', 'media'],
  ['entitlements'],
  ['accounts'],
  ['scheduling'],
  ['bookings'],
  ['employment'],
  ['reviews', 'reports', 'contact'],
  ['payments'],
  ['messaging'],
  ['auth'],
  ['photos'],
  ['privacy'],
];
const domainOf = (file: string) => (file.startsWith('domains/') ? file.split('/')[1]! : undefined);
const domainFloor = (domain: string) => DOMAIN_FLOORS.findIndex((floor) => floor.includes(domain));

/** A floor number for every file: the platform 0, the domains in their order, the entry points on top. */
function levelOf(file: string): number {
  const floor = floorOf(file);
  if (floor === 'platform') return 0;
  if (floor === 'entry') return DOMAIN_FLOORS.length + 1;
  return 1 + domainFloor(domainOf(file)!);
}

const crossing = (check: (from: Floor, to: Floor) => boolean) =>
  [...imports].flatMap(([file, targets]) =>
    targets.filter((target) => check(floorOf(file), floorOf(target))).map((target) => `${file} -> ${target}`),
  );

/** The strongly connected components of more than one file, or of a file importing itself (Tarjan). */
function circles(): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    order.set(file, order.size);
    low.set(file, order.get(file)!);
    stack.push(file);
    for (const target of imports.get(file) ?? []) {
      if (!order.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (stack.includes(target)) low.set(file, Math.min(low.get(file)!, order.get(target)!));
    }
    if (low.get(file) !== order.get(file)) return;
    const component = stack.splice(stack.indexOf(file));
    // A file outside src (the web app's table of pages, src/http/pages.ts) imports nothing of the server.
    if (component.length > 1 || imports.get(file)?.includes(file)) found.push(component.sort());
  };
  for (const file of files) if (!order.has(file)) visit(file);
  return found;
}

describe('the floors of the server', () => {
  it('reads the imports it checks', () => {
    expect(files.length).toBeGreaterThan(90);
    expect([...imports.values()].flat().length).toBeGreaterThan(400);
    expect([...imports.values()].flat().filter((target) => !existsSync(join(src, target)))).toEqual([]);
  });

  it('places every file on a floor', () => {
    expect(files.filter((file) => floorOf(file) === 'none')).toEqual([]);
  });

  it('has no import circles', () => {
    expect(circles()).toEqual([]);
  });

  it('keeps the platform below the domains: it imports none of them', () => {
    expect(crossing((from, to) => from === 'platform' && to === 'domain')).toEqual([]);
  });

  it('leaves the entry points on top: nothing below imports them', () => {
    expect(crossing((from, to) => from !== 'entry' && to === 'entry')).toEqual([]);
  });

  it('knows the floor of every domain', () => {
    const domains = [...new Set(files.map(domainOf).filter((domain) => domain !== undefined))];
    expect(domains.filter((domain) => domainFloor(domain) < 0)).toEqual([]);
  });

  it('has a domain use another only through its public face (index.ts)', () => {
    expect(
      [...imports].flatMap(([file, targets]) =>
        targets
          .filter((target) => domainOf(target) && domainOf(target) !== domainOf(file))
          .filter((target) => target !== `domains/${domainOf(target)}/index.ts`)
          .map((target) => `${file} -> ${target}`),
      ),
    ).toEqual([]);
  });

  it('has no import run back up a floor', () => {
    expect(
      [...imports].flatMap(([file, targets]) =>
        targets.filter((target) => levelOf(target) > levelOf(file)).map((target) => `${file} -> ${target}`),
      ),
    ).toEqual([]);
  });

  it('has lint refuse a domain imported by the platform', async () => {
    const eslint = new ESLint({ cwd: root });
    const refusals = async (file: string, code: string) =>
      (await eslint.lintText(code, { filePath: join(src, file) }))
        .flatMap((result) => result.messages)
        .filter((message) => message.ruleId === 'no-restricted-imports').length;

    expect(
      await refusals(
        'http/route.ts',
        "import type { Notice } from '../domains/messaging/notify.ts';\nexport type N = Notice;\n",
      ),
    ).toBe(1);
    expect(
      await refusals('config.ts', "export { SUBSCRIPTION } from './domains/payments/entitlements.ts';\n"),
    ).toBe(1);
    // A domain may import the platform.
    expect(
      await refusals(
        'domains/bookings/routes.ts',
        "import { pages } from '../../http/pages.ts';\nexport const p = pages;\n",
      ),
    ).toBe(0);
  });

  it("has lint refuse another domain's private module, and take its public face", async () => {
    const eslint = new ESLint({ cwd: root });
    const refusals = async (file: string, code: string) =>
      (await eslint.lintText(code, { filePath: join(src, file) }))
        .flatMap((result) => result.messages)
        .filter((message) => message.ruleId === 'no-restricted-imports').length;

    expect(
      await refusals(
        'domains/messaging/notify.ts',
        "import { loadBooking } from '../bookings/queries.ts';\nexport const l = loadBooking;\n",
      ),
    ).toBe(1);
    expect(
      await refusals(
        'domains/auth/commands/sign-up.ts',
        "import type { Row } from '../../accounts/json.ts';\nexport type R = Row;\n",
      ),
    ).toBe(1);
    expect(
      await refusals(
        'domains/messaging/notify.ts',
        "import { loadBooking } from '../bookings/index.ts';\nexport const l = loadBooking;\n",
      ),
    ).toBe(0);
    // Within a domain, any file may import any other.
    expect(
      await refusals(
        'domains/bookings/routes.ts',
        "import { a } from './queries.ts';\nexport const b = a;\n",
      ),
    ).toBe(0);
  });
});
