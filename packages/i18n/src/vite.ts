import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { catalogueParts, compileCatalogue, pseudo, readCatalogue } from './compile.ts';

const CATALOGUE = 'virtual:catalogue/';
const MESSAGES = 'virtual:catalogue-messages/';

/**
 * Catalogues compiled at build time, carried by the code that uses them:
 * - every module of `sources` that names ids (`'customer.appointments.title'`, or a template
 *   `\`shared.status.${x}\`` for all ids of that prefix) gets an import of a generated module holding the
 *   English of exactly those ids, which registers them with `runtime`'s `addCatalogueMessages` and, while
 *   Kiswahili is on, waits for the Kiswahili of their parts (one chunk per part) before the module runs.
 *   So a route carries the English of its own screens only.
 * - `virtual:catalogue/<en|sw>[/<part>]` is a compiled catalogue (all parts, or one).
 * The English is the pseudo-locale when the build runs with UREMBO_PSEUDO_LOCALE=1 (the test that finds
 * hard-coded text builds the app that way).
 */
export function catalogues(options: { dir: string; sources: string; runtime: string }): Plugin {
  let english: Record<string, string> = {};
  let partOf = new Map<string, string>();
  let mention = /$^/g;
  let prefixed = /$^/g;
  const groups = new Map<string, string[]>();
  /**
   * Ids as the browser sees them: a short key each ('a', 'b' ... 'zz'), as ids travel in the code and in
   * every catalogue chunk; ids also reached through a template prefix keep their name.
   */
  let short = new Map<string, string>();
  const key = (id: string) => short.get(id) ?? id;
  const keyed = (messages: Record<string, string>) =>
    Object.fromEntries(Object.entries(messages).map(([id, message]) => [key(id), message]));
  const read = () => {
    const parts = catalogueParts(options.dir);
    english = readCatalogue(options.dir, 'en').messages;
    partOf = new Map(
      parts.flatMap((part) =>
        Object.keys(readCatalogue(options.dir, 'en', part).messages).map((id) => [id, part]),
      ),
    );
    const names = parts.join('|');
    mention = new RegExp(`['"\`]((?:${names})\\.[\\w.]+)['"\`]`, 'g');
    prefixed = new RegExp(`\`((?:${names})\\.[\\w.]*\\.)\\$\\{`, 'g');
    const prefixes = sourceFiles(options.sources).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(prefixed)].map((match) => match[1]!),
    );
    const shortened = [...partOf.keys()].filter((id) => !prefixes.some((prefix) => id.startsWith(prefix)));
    short = new Map(shortened.sort().map((id, index) => [id, index.toString(36)]));
  };
  const pseudoBuild = () => process.env.UREMBO_PSEUDO_LOCALE === '1';
  return {
    name: 'urembo:catalogues',
    enforce: 'pre',
    buildStart() {
      read();
    },
    resolveId: (id) => (id.startsWith(CATALOGUE) || id.startsWith(MESSAGES) ? `\0${id}` : undefined),
    load(id) {
      if (id.startsWith(`\0${MESSAGES}`)) {
        const ids = groups.get(id.slice(MESSAGES.length + 1));
        if (!ids) return this.error(`unknown message group ${id}`);
        const subset = keyed(Object.fromEntries(ids.map((id) => [id, english[id]!])));
        const parts = [...new Set(ids.map((id) => partOf.get(id)!))].sort();
        const loaders = parts
          .map(
            (part) =>
              `${JSON.stringify(part)}: () => import('${CATALOGUE}sw/${part}').then((m) => m.default)`,
          )
          .join(', ');
        return [
          `import { addCatalogueMessages } from ${JSON.stringify(options.runtime)};`,
          `await addCatalogueMessages(${JSON.stringify(compileCatalogue(subset, pseudoBuild() ? pseudo : undefined))}, { ${loaders} });`,
        ].join('\n');
      }
      if (!id.startsWith(`\0${CATALOGUE}`)) return undefined;
      const [locale, part] = id.slice(CATALOGUE.length + 1).split('/');
      if (locale !== 'en' && locale !== 'sw') return this.error(`no catalogue ${locale}`);
      const { messages, files } = readCatalogue(options.dir, locale, part);
      if (!files.length) return this.error(`no catalogue part ${part}`);
      for (const file of files) this.addWatchFile(file);
      return `export default ${JSON.stringify(compileCatalogue(keyed(messages)))};`;
    },
    transform(code, id) {
      if (id.startsWith('\0') || !/\.(ts|tsx)$/.test(id) || id === options.runtime) return undefined;
      if (relative(options.sources, id).startsWith('..')) return undefined;
      const ids = new Set<string>();
      // Each id named in full becomes its short key in the code too.
      const shortened = code.replace(mention, (literal, id: string) => {
        if (!partOf.has(id)) return literal;
        ids.add(id);
        const quote = literal[0]!;
        return `${quote}${key(id)}${quote}`;
      });
      for (const [, prefix] of code.matchAll(prefixed))
        for (const id of partOf.keys()) if (id.startsWith(prefix!)) ids.add(id);
      if (!ids.size) return undefined;
      const sorted = [...ids].sort();
      const group = createHash('sha256').update(sorted.join('\n')).digest('hex').slice(0, 12);
      groups.set(group, sorted);
      // On the first line, so the module's own lines keep their numbers.
      return { code: `import '${MESSAGES}${group}';${shortened}`, map: null };
    },
  };
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .map((file) => join(dir, file));
}
