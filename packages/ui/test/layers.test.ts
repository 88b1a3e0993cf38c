import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The two layers of the design system, held by reading the imports of every source file (stories too):
// a rule that lives in a test cannot be switched off by one eslint-disable comment.
const src = fileURLToPath(new URL('../src', import.meta.url));

interface Import {
  file: string;
  target: string;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('__screenshots__'))
    .map((file) => join(folder, file));
}

function relativeImports(): Import[] {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
  return sourceFiles(src).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(pattern)].map(([, specifier]) => ({
      file: relative(src, file),
      target: relative(src, resolve(dirname(file), specifier!)),
    })),
  );
}

/** 'primitives/button/button.tsx' -> { layer: 'primitives', folder: 'button', rest: 'button.tsx' }. */
function place(path: string) {
  const [layer = '', folder = '', ...rest] = path.split(sep);
  return { layer, folder, rest: rest.join('/') };
}

const imports = relativeImports();
const crossing = (check: (from: ReturnType<typeof place>, to: ReturnType<typeof place>) => boolean) =>
  imports
    .filter(({ file, target }) => check(place(file), place(target)))
    .map(({ file, target }) => `${file} -> ${target}`);

describe('the layers of @urembo/ui', () => {
  it('reads the imports it checks', () => {
    expect(imports.length).toBeGreaterThan(100);
  });

  it('primitives never import marketplace components', () => {
    expect(crossing((from, to) => from.layer === 'primitives' && to.layer === 'marketplace')).toEqual([]);
  });

  it('marketplace components reach the primitives only through primitives/index.ts', () => {
    expect(
      crossing(
        (from, to) => from.layer === 'marketplace' && to.layer === 'primitives' && to.folder !== 'index.ts',
      ),
    ).toEqual([]);
  });

  it("no component imports another component's private file, only its index.ts", () => {
    expect(
      crossing(
        (from, to) =>
          from.layer === to.layer &&
          ['primitives', 'marketplace'].includes(from.layer) &&
          from.folder !== to.folder &&
          // The primitives' shared helpers (cn, useControllableState, the control look) live in lib/.
          !(to.layer === 'primitives' && to.folder === 'lib') &&
          to.folder !== 'index.ts' &&
          to.rest !== 'index.ts',
      ),
    ).toEqual([]);
  });
});
