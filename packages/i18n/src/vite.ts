import type { Plugin } from 'vite';
import { compiledCatalogue, type CatalogueLocale } from './compile.ts';

const PREFIX = 'virtual:catalogue/';

/**
 * `import messages from 'virtual:catalogue/sw'` gives the folder's Kiswahili catalogue compiled at build
 * time (its own chunk when imported dynamically). `virtual:catalogue/active` is English, or the pseudo-locale
 * when the build runs with UREMBO_PSEUDO_LOCALE=1 (the hard-coded-text test builds the app that way).
 */
export function catalogues(options: { dir: string }): Plugin {
  return {
    name: 'urembo:catalogues',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      let locale = id.slice(PREFIX.length + 1) as CatalogueLocale | 'active';
      if (locale === 'active') locale = process.env.UREMBO_PSEUDO_LOCALE === '1' ? 'pseudo' : 'en';
      if (!['en', 'sw', 'pseudo'].includes(locale)) this.error(`no catalogue ${locale}`);
      const { messages, files } = compiledCatalogue(options.dir, locale);
      for (const file of files) this.addWatchFile(file);
      return `export default ${JSON.stringify(messages)};`;
    },
  };
}
