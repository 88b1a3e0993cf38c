import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { catalogueParts, compileCatalogue, readCatalogue } from './compile.ts';
import { pseudo } from './pseudo.ts';

const CATALOGUE = 'virtual:catalogue/';
const MESSAGES = 'virtual:catalogue-messages/';
const SCREEN_CHUNK = 500;
/** The chunk of the parts too small for one of their own (the layout, the tab title...): one request. */
const SMALL_PARTS = 'small';

/** The screen of an id: its first two segments ('public.privacy' of 'public.privacy.title'), if it has three. */
const screenOf = (id: string) => (id.split('.').length > 2 ? id.split('.').slice(0, 2).join('.') : undefined);

/**
 * Catalogues compiled at build time, carried by the code that uses them:
 * - every module of `sources` that names ids (`'customer.appointments.title'`, or a template
 *   `\`shared.status.${x}\`` for all ids of that prefix) gets an import of a generated module holding the
 *   English of exactly those ids, which registers them with `runtime`'s `addCatalogueMessages` and, while
 *   Kiswahili is on, waits for the Kiswahili of their chunks before the module runs. So a route carries
 *   the English of its own screens only.
 * - `virtual:catalogue/sw/<chunk>` is a chunk of the Kiswahili: a screen with at least SCREEN_CHUNK
 *   characters of text has its own (`public.privacy`), the other screens of a part share one (`public`),
 *   and parts smaller than that share one (`small`). A Kiswahili reader fetches little more than the
 *   texts of the route, in a handful of requests.
 * The English is the pseudo-locale when the build runs with UREMBO_PSEUDO_LOCALE=1 (the test that finds
 * hard-coded text builds the app that way).
 */
export function catalogues(options: { dir: string; sources: string; runtime: string }): Plugin {
  let english: Record<string, string> = {};
  let partOf = new Map<string, string>();
  /** The Kiswahili chunk of each id: its screen's, or its part's. */
  let chunkOf = new Map<string, string>();
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
    const size = new Map<string, number>();
    const add = (name: string, text: string) => size.set(name, (size.get(name) ?? 0) + text.length);
    for (const [id, text] of Object.entries(readCatalogue(options.dir, 'sw').messages)) {
      add(partOf.get(id)!, text);
      const screen = screenOf(id);
      if (screen) add(screen, text);
    }
    chunkOf = new Map(
      [...partOf].map(([id, part]) => {
        const screen = screenOf(id);
        if (screen && size.get(screen)! >= SCREEN_CHUNK) return [id, screen];
        return [id, size.get(part)! >= SCREEN_CHUNK ? part : SMALL_PARTS];
      }),
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
    // The app passes the pseudo-locale to the design system's built-in labels in that build only.
    config: () => ({
      define: { 'import.meta.env.UREMBO_PSEUDO_LOCALE': JSON.stringify(pseudoBuild()) },
    }),
    buildStart() {
      read();
    },
    resolveId: (id) => (id.startsWith(CATALOGUE) || id.startsWith(MESSAGES) ? `\0${id}` : undefined),
    load(id) {
      if (id.startsWith(`\0${MESSAGES}`)) {
        const ids = groups.get(id.slice(MESSAGES.length + 1));
        if (!ids) return this.error(`unknown message group ${id}`);
        const subset = keyed(Object.fromEntries(ids.map((id) => [id, english[id]!])));
        const chunks = [...new Set(ids.map((id) => chunkOf.get(id)!))].sort();
        const loaders = chunks
          .map(
            (chunk) =>
              `${JSON.stringify(chunk)}: () => import('${CATALOGUE}sw/${chunk}').then((m) => m.default)`,
          )
          .join(', ');
        return [
          `import { addCatalogueMessages } from ${JSON.stringify(options.runtime)};`,
          `await addCatalogueMessages(${JSON.stringify(compileCatalogue(subset, pseudoBuild() ? pseudo : undefined))}, { ${loaders} });`,
        ].join('\n');
      }
      if (!id.startsWith(`\0${CATALOGUE}sw/`)) return undefined;
      const chunk = id.slice(CATALOGUE.length + 'sw/'.length + 1);
      const { messages, files } = readCatalogue(options.dir, 'sw');
      for (const file of files) this.addWatchFile(file);
      const inChunk = Object.entries(messages).filter(([messageId]) => chunkOf.get(messageId) === chunk);
      if (!inChunk.length) return this.error(`no Kiswahili chunk ${chunk}`);
      return `export default ${JSON.stringify(compileCatalogue(keyed(Object.fromEntries(inChunk))))};`;
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
