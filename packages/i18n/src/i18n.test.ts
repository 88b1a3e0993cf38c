import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileCatalogue, compiledCatalogue, placeholders, readCatalogue } from './compile.ts';
import { pseudo } from './pseudo.ts';
import {
  acceptLanguageRanges,
  createPartedTranslator,
  createTranslator,
  localeFromCookie,
  negotiateLocale,
} from './index.ts';

describe('negotiateLocale', () => {
  it.each([
    ['sw-KE,sw;q=0.9,en;q=0.8', 'sw'],
    ['en-KE,en;q=0.9,sw;q=0.8', 'en'],
    ['fr-FR,sw;q=0.5', 'sw'],
    ['en;q=0.2,sw-TZ;q=0.7', 'sw'],
    ['SW', 'sw'],
    ['sw;q=0,en', 'en'],
    ['de, fr', 'en'],
    ['', 'en'],
    ['*', 'en'],
  ])('%j → %s', (header, locale) => expect(negotiateLocale(acceptLanguageRanges(header))).toBe(locale));

  it('reads navigator.languages in order', () => {
    expect(negotiateLocale(['fr', 'sw-KE', 'en'])).toBe('sw');
    expect(negotiateLocale(undefined)).toBe('en');
  });

  it('reads the lang cookie among others and ignores unknown values', () => {
    expect(localeFromCookie('a=1; lang=sw; b=2')).toBe('sw');
    expect(localeFromCookie('lang=fr')).toBeUndefined();
    expect(localeFromCookie(undefined)).toBeUndefined();
  });
});

describe('catalogues', () => {
  const dir = mkdtempSync(join(tmpdir(), 'catalogue-'));
  writeFileSync(
    join(dir, 'booking.en.json'),
    JSON.stringify({ 'booking.count': '{count, plural, one {# booking} other {# bookings}} with {name}' }),
  );
  writeFileSync(
    join(dir, 'booking.sw.json'),
    JSON.stringify({ 'booking.count': '{count, plural, one {miadi #} other {miadi #}} na {name}' }),
  );
  writeFileSync(join(dir, 'header.en.json'), JSON.stringify({ 'header.signIn': 'Sign in' }));

  it('merges the parts of a language and compiles them for the runtime', () => {
    const { messages, files } = readCatalogue(dir, 'en');
    expect(files).toHaveLength(2);
    const en = createTranslator('en', compileCatalogue(messages));
    expect(en.t('booking.count', { count: 1, name: 'Wanjiru' })).toBe('1 booking with Wanjiru');
    expect(en.t('booking.count', { count: 3, name: 'Wanjiru' })).toBe('3 bookings with Wanjiru');
    expect(en.t('header.signIn')).toBe('Sign in');
    expect(en.tag).toBe('en-KE');
    const sw = createTranslator('sw', compiledCatalogue(dir, 'sw').messages);
    expect(sw.t('booking.count', { count: 2, name: 'Otieno' })).toBe('miadi 2 na Otieno');
  });

  it('refuses an id in two parts and a malformed message, naming them', () => {
    writeFileSync(join(dir, 'twice.en.json'), JSON.stringify({ 'header.signIn': 'Again' }));
    expect(() => readCatalogue(dir, 'en')).toThrow(/header\.signIn is already in another part/);
    expect(() => compileCatalogue({ broken: '{count, plural, one {#}' })).toThrow(/message broken/);
  });

  it('pseudo-localises text, never placeholders: no plain ASCII word is left, and it is longer', () => {
    const messages = compileCatalogue(
      { greet: 'Book {name} for {count, plural, one {# day} other {# days}}' },
      pseudo,
    );
    const text = createTranslator('en', messages).t('greet', { name: 'Amina', count: 2 });
    expect(text).toContain('Amina');
    expect(text.replace('Amina', '')).not.toMatch(/[A-Za-z]{2,}/);
    expect(text.length).toBeGreaterThan('Book Amina for 2 days'.length * 1.3);
  });

  it('puts values in as written: an escape sequence typed in a name stays text', async () => {
    const messages = compileCatalogue({
      asked: '{name} asked for {count, plural, one {# day} other {# days}}',
    });
    const parted = createPartedTranslator();
    await parted.addMessages(messages, {});
    for (const translator of [createTranslator('en', messages), parted]) {
      const name = 'Eve \\u202eexe.gnp \\x41 \\\\u0041 $` $& $1';
      expect(translator.t('asked', { name, count: 2 })).toBe(`${name} asked for 2 days`);
      expect(translator.t('asked', { name: 'Amina', count: 1 })).toBe('Amina asked for 1 day');
    }
  });

  it('lists the arguments of a message, nested ones too', () => {
    expect(placeholders('{count, plural, one {# miadi na {name}} other {miadi #}}')).toEqual([
      'count:plural',
      'name',
    ]);
    expect(placeholders('Plain text')).toEqual([]);
  });
});
