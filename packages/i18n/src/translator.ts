import { setupI18n, type Messages } from '@lingui/core';
import { LOCALE_TAGS, type Locale } from './locales.ts';

export type MessageValues = Record<string, string | number | null | undefined>;

// Lingui decodes "\u202e" and "\x41" written out anywhere in a finished text, the values included: a
// name typed as the six characters \u202e would reach the reader as the control character it names (and
// pass every check of the name). A mark after the backslash of such a sequence in a value hides it from
// the decoding; it is taken out again after.
const WRITTEN_ESCAPE = /\\(?=u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2})/g;
const HIDDEN = '\\\ue000';

function interpolate(
  translate: (id: string, values?: MessageValues) => string,
  id: string,
  values: MessageValues | undefined,
): string {
  if (!values) return translate(id);
  let hidden = false;
  const held: MessageValues = {};
  for (const [name, value] of Object.entries(values)) {
    held[name] = typeof value === 'string' ? value.replace(WRITTEN_ESCAPE, () => HIDDEN) : value;
    hidden ||= held[name] !== value;
  }
  const text = translate(id, held);
  return hidden ? text.replaceAll(HIDDEN, '\\') : text;
}

/** One language's compiled messages, looked up by id, with ICU plurals and selects. */
export interface Translator<Id extends string = string> {
  readonly locale: Locale;
  /** en-KE or sw-KE, for Intl and the `lang` attribute. */
  readonly tag: string;
  t(id: Id, values?: MessageValues): string;
}

/**
 * `messages` are compiled (by `compileCatalogue` at build time, or on the server at start), so no ICU
 * parser ships to the browser: Lingui's runtime only interpolates.
 */
export function createTranslator<Id extends string = string>(
  locale: Locale,
  messages: Messages,
): Translator<Id> {
  const tag = LOCALE_TAGS[locale];
  const i18n = setupI18n({ locale: tag, messages: { [tag]: messages } });
  return { locale, tag, t: (id, values) => interpolate((key, held) => i18n._(key, held), id, values) };
}

/**
 * A browser's catalogue, arriving with the code that uses it (each module brings the English of its own
 * ids, so a route carries its screens' texts only); the Kiswahili comes by part (one chunk each), fetched
 * when messages of a part arrive while Kiswahili is on, or for every part seen so far at a switch.
 */
export interface PartedTranslator<Id extends string = string> {
  readonly locale: Locale;
  t(id: Id, values?: MessageValues): string;
  addMessages(english: Messages, kiswahili: Record<string, () => Promise<Messages>>): Promise<void>;
  use(locale: Locale): Promise<void>;
}

export function createPartedTranslator<Id extends string = string>(): PartedTranslator<Id> {
  const i18n = setupI18n({ locale: LOCALE_TAGS.en, messages: { [LOCALE_TAGS.en]: {} } });
  const loaders = new Map<string, () => Promise<Messages>>();
  const loaded = new Map<string, Promise<void>>();
  let current: Locale = 'en';
  // The language being switched to: messages arriving during a switch fetch their Kiswahili too.
  let wanted: Locale = 'en';
  const loadKiswahili = (part: string) => {
    let done = loaded.get(part);
    if (!done) {
      done = loaders.get(part)!().then((messages) => i18n.load(LOCALE_TAGS.sw, messages));
      // A failed fetch (a dropped line) is tried again at the next switch.
      done.catch(() => loaded.delete(part));
      loaded.set(part, done);
    }
    return done;
  };
  return {
    get locale() {
      return current;
    },
    t: (id, values) => interpolate((key, held) => i18n._(key, held), id, values),
    async addMessages(english, kiswahili) {
      i18n.load(LOCALE_TAGS.en, english);
      for (const [part, load] of Object.entries(kiswahili)) loaders.set(part, load);
      if (wanted === 'sw') await Promise.all(Object.keys(kiswahili).map(loadKiswahili));
    },
    async use(locale) {
      wanted = locale;
      if (locale === 'sw') await Promise.all([...loaders.keys()].map(loadKiswahili));
      if (wanted !== locale) return;
      current = locale;
      i18n.activate(LOCALE_TAGS[locale]);
    },
  };
}
