// Build-time and server-side only: parses ICU messages (the browser receives them compiled).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Messages } from '@lingui/core';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { isLocale, type Locale } from './locales.ts';
import { pseudo } from './pseudo.ts';

export type Catalogue = Record<string, string>;
/** The languages a build can carry: the two real ones and the pseudo-locale of the hard-coded-text test. */
export type CatalogueLocale = Locale | 'pseudo';

/**
 * A folder's catalogues for one language: every `<part>.<locale>.json` in it, merged (parts keep files
 * small and owned by one area; an id in two parts is an error).
 */
export function readCatalogue(
  dir: string,
  locale: Locale,
  part?: string,
): { messages: Catalogue; files: string[] } {
  const messages: Catalogue = {};
  const files = readdirSync(dir)
    .filter((name) => (part ? name === `${part}.${locale}.json` : name.endsWith(`.${locale}.json`)))
    .sort()
    .map((name) => join(dir, name));
  for (const file of files) {
    const entries = JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
    for (const [id, message] of Object.entries(entries)) {
      if (id in messages) throw new Error(`${file}: message id ${id} is already in another part`);
      if (typeof message !== 'string') throw new Error(`${file}: ${id} is not a string`);
      messages[id] = message;
    }
  }
  return { messages, files };
}

/** ICU messages compiled to Lingui's runtime form; a malformed message names its id. */
export function compileCatalogue(catalogue: Catalogue, mapText?: (text: string) => string): Messages {
  const compiled: Messages = {};
  for (const [id, message] of Object.entries(catalogue)) {
    try {
      compiled[id] = compileMessageOrThrow(message, mapText);
    } catch (error) {
      throw new Error(`message ${id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return compiled;
}

/**
 * The arguments a message uses ({name}, {count, plural, ...}), with the kind of each, nested ones
 * included: both languages of a message must take the same, or one of them shows a raw `{name}`.
 */
export function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, type, format] = token;
      found.add(type ? `${name}:${type}` : name);
      if (format && typeof format === 'object')
        for (const [key, choice] of Object.entries(format))
          if (key !== 'offset') walk(choice as CompiledMessage);
    }
  };
  walk(compileMessageOrThrow(message));
  return [...found].sort();
}

/** The compiled catalogue of a folder for a language; 'pseudo' is English accented and lengthened. */
export function compiledCatalogue(
  dir: string,
  locale: CatalogueLocale,
  part?: string,
): { messages: Messages; files: string[] } {
  const { messages, files } = readCatalogue(dir, isLocale(locale) ? locale : 'en', part);
  return { messages: compileCatalogue(messages, locale === 'pseudo' ? pseudo : undefined), files };
}

/** The parts of a catalogue folder: `customer` for customer.en.json. */
export function catalogueParts(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.en.json'))
    .map((name) => name.slice(0, -'.en.json'.length))
    .sort();
}
