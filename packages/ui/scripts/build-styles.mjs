// The package's two stylesheets (README, "Styles"):
// - dist/styles.css, prebuilt for apps without Tailwind: Tailwind compiles src/styles/standalone.css, then
//   everything but `@property` (which a layer may not hold) goes into one `urembo` cascade layer;
// - dist/styles/theme.css, the tokens for apps with Tailwind v4: copied as is, its `@source '..'` then
//   points their Tailwind at dist/, the compiled components.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (path) => `${root}${path}`;

execFileSync(
  at('node_modules/.bin/tailwindcss'),
  ['-i', at('src/styles/standalone.css'), '-o', at('dist/styles.css'), '--minify'],
  { stdio: ['ignore', 'ignore', 'inherit'] },
);
const compiled = readFileSync(at('dist/styles.css'), 'utf8');
const properties = [];
const rest = compiled.replace(/@property\s+--[\w-]+\s*\{[^}]*\}/g, (rule) => {
  properties.push(rule);
  return '';
});
writeFileSync(at('dist/styles.css'), `${properties.join('')}@layer urembo{${rest.trim()}}\n`);

mkdirSync(at('dist/styles'), { recursive: true });
copyFileSync(at('src/styles/theme.css'), at('dist/styles/theme.css'));
