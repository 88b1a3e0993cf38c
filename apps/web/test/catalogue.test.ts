import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '@urembo/i18n';
import { placeholders, readCatalogue } from '@urembo/i18n/compile';
import { describe, expect, it } from 'vitest';

// The web app's catalogues: every text in both languages, the same arguments in each, none unused.
const root = new URL('..', import.meta.url).pathname;
const dir = join(root, 'src/i18n/messages');
const catalogues = Object.fromEntries(LOCALES.map((locale) => [locale, readCatalogue(dir, locale).messages]));

function sources(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !/\.(stories|test)\.tsx?$/.test(file))
    .map((file) => readFileSync(join(folder, file), 'utf8'));
}

describe('the web catalogues', () => {
  it('have the same ids in English and Kiswahili, part by part', () => {
    const parts = readdirSync(dir).filter((name) => name.endsWith('.en.json'));
    for (const part of parts) {
      const en = Object.keys(JSON.parse(readFileSync(join(dir, part), 'utf8'))).sort();
      const sw = Object.keys(
        JSON.parse(readFileSync(join(dir, part.replace('.en.', '.sw.')), 'utf8')),
      ).sort();
      expect({ part, missingInKiswahili: en.filter((id) => !sw.includes(id)) }).toEqual({
        part,
        missingInKiswahili: [],
      });
      expect({ part, onlyInKiswahili: sw.filter((id) => !en.includes(id)) }).toEqual({
        part,
        onlyInKiswahili: [],
      });
    }
  });

  it('give each message the same arguments in both languages', () => {
    const differing = Object.entries(catalogues.en!)
      .filter(([id]) => catalogues.sw![id] !== undefined)
      .map(([id, message]) => ({ id, en: placeholders(message), sw: placeholders(catalogues.sw![id]!) }))
      .filter(({ en, sw }) => en.join() !== sw.join());
    expect(differing).toEqual([]);
  });

  it('hold no id the code does not use', () => {
    const code = [
      ...sources(join(root, 'src')),
      ...sources(join(root, 'scripts')),
      readFileSync(join(root, 'vite.config.ts'), 'utf8'),
    ].join('\n');
    // Ids made from a prefix and a value (`shared.status.${status}`) count as used by their prefix.
    const prefixes = [...code.matchAll(/`([a-z][\w]*(?:\.[\w]+)*\.)\$\{/g)].map((match) => match[1]!);
    const unused = Object.keys(catalogues.en!).filter(
      (id) =>
        !code.includes(`'${id}'`) &&
        !code.includes(`"${id}"`) &&
        !prefixes.some((prefix) => id.startsWith(prefix)),
    );
    expect(unused).toEqual([]);
  });
});
