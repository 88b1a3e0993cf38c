// After `tsc --emitDeclarationOnly`: declarations keep the sources' `./x.ts` specifiers, which a consumer's
// TypeScript refuses without allowImportingTsExtensions; point them at the emitted `./x.js` instead.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
if (!dir) throw new Error('usage: node scripts/packages/declarations.mjs <declarations folder>');
for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
  if (!file.endsWith('.d.ts')) continue;
  const path = join(dir, file);
  const text = readFileSync(path, 'utf8');
  const fixed = text.replace(/(from\s+|import\s*\(\s*)(['"])(\.{1,2}\/[^'"]+?)\.tsx?\2/g, '$1$2$3.js$2');
  if (fixed !== text) writeFileSync(path, fixed);
}
