// The server's catalogues (src/i18n/messages): both languages carry the same messages with the same
// values, no message is left over, and every message the API answers is in them, so a reader of
// Kiswahili never meets an English sentence nobody translated.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@urembo/i18n';
import { compileCatalogue, readCatalogue, type Catalogue } from '@urembo/i18n/compile';
import { CATALOGUE_DIR, message, render } from '../src/i18n/index.ts';

const API_SRC = fileURLToPath(new URL('../src', import.meta.url));
const KENYA_SRC = fileURLToPath(new URL('../../../packages/kenya/src', import.meta.url));
/** Parts kept by the notifications and outreach code; the rest are the API's answers. */
const OTHER_PARTS = /^(notifications|outreach)\./;
/** Where the API's answers are written (notifications and outreach have their own texts and tests). */
const ANSWERS_SKIP = /^(i18n|domains\/notifications|domains\/outreach)(\/|$)/;

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (/\.tsx?$/.test(name) && !/\.(test|d)\.ts$/.test(name)) out.push(path);
  }
  return out;
}

const parts = readdirSync(CATALOGUE_DIR)
  .filter((name) => name.endsWith('.en.json'))
  .map((name) => name.slice(0, -'.en.json'.length))
  .sort();
const read = (part: string, locale: string) =>
  JSON.parse(readFileSync(join(CATALOGUE_DIR, `${part}.${locale}.json`), 'utf8')) as Catalogue;
const english = readCatalogue(CATALOGUE_DIR, 'en').messages;

/** The names of the values a compiled message reads, in every branch of its selects and plurals. */
function argumentNames(compiled: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(compiled)) {
    for (const token of compiled) {
      if (Array.isArray(token) && typeof token[0] === 'string') {
        names.add(token[0]);
        const options = token[2];
        if (options && typeof options === 'object')
          for (const branch of Object.values(options as Record<string, unknown>))
            argumentNames(branch, names);
      } else argumentNames(token, names);
    }
  }
  return names;
}

describe('the server catalogues', () => {
  it('have both languages of every part, with the same ids', () => {
    expect(parts.length).toBeGreaterThan(0);
    for (const part of parts) {
      const ids = Object.keys(read(part, 'en')).sort();
      for (const locale of LOCALES)
        expect(Object.keys(read(part, locale)).sort(), `${part}.${locale}`).toEqual(ids);
    }
  });

  it('give each message the same values in both languages', () => {
    const compiled = Object.fromEntries(
      LOCALES.map((locale) => [locale, compileCatalogue(readCatalogue(CATALOGUE_DIR, locale).messages)]),
    );
    for (const id of Object.keys(english)) {
      const en = [...argumentNames(compiled.en![id])].sort();
      expect([...argumentNames(compiled.sw![id])].sort(), id).toEqual(en);
    }
  });

  it('keep English sentences as their own ids, so the English answers never change', () => {
    for (const part of parts.filter((p) => !OTHER_PARTS.test(p))) {
      for (const [id, text] of Object.entries(read(part, 'en'))) {
        // A short id (a.b) names a message with values; any other id is the English sentence itself.
        if (/^[a-z]+\.[A-Za-z.]+$/.test(id)) continue;
        expect(text, id).toBe(id);
        expect(render(id, 'en')).toBe(id);
      }
    }
    expect(render(message('errors.throttled', { seconds: 1 }), 'en')).toBe(
      'Request was throttled. Expected available in 1 seconds.',
    );
    expect(render(message('errors.formTooLarge', { kilobytes: 64 }), 'en')).toBe(
      'The request is too large. This form takes at most 64 KB.',
    );
    expect(render(message('bookings.tooLateToCancel', { status: 'completed' }), 'sw')).toBe(
      'Miadi hii imekamilika, haiwezi tena kughairiwa.',
    );
  });

  it('hold no message the code no longer uses', () => {
    const code = [...sourceFiles(API_SRC), ...sourceFiles(KENYA_SRC)]
      .filter((file) => !file.startsWith(CATALOGUE_DIR))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = parts
      .filter((part) => !OTHER_PARTS.test(part))
      .flatMap((part) => Object.keys(read(part, 'en')))
      .filter((id) => !code.includes(id));
    expect(unused).toEqual([]);
  });

  it('hold every message the API answers', () => {
    const REFUSALS = new Set([
      'invalid',
      'fieldError',
      'forbidden',
      'notFound',
      'conflict',
      'unauthenticated',
      'paymentRequired',
      'unavailable',
      'providerFailed',
      'requestTooLarge',
    ]);
    const missing: string[] = [];
    let checked = 0;
    for (const file of sourceFiles(API_SRC)) {
      const where = relative(API_SRC, file);
      if (ANSWERS_SKIP.test(where)) continue;
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      // Only the refusals of errors.ts and http/errors.ts (the M-Pesa simulator has a badRequest of its own) and the
      // message() of i18n, under whatever local name.
      const refusals = new Set<string>();
      const messages = new Set<string>();
      for (const statement of source.statements) {
        if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
        const from = statement.moduleSpecifier.text;
        const bindings = statement.importClause?.namedBindings;
        if (!bindings || !ts.isNamedImports(bindings)) continue;
        for (const element of bindings.elements) {
          const imported = (element.propertyName ?? element.name).text;
          if (from.endsWith('/errors.ts') && REFUSALS.has(imported)) refusals.add(element.name.text);
          if (from.endsWith('/i18n/index.ts') && imported === 'message') messages.add(element.name.text);
        }
      }
      if (where === 'http/errors.ts' || where === 'errors.ts')
        for (const name of REFUSALS) refusals.add(name);
      // The file's own constants (EMAIL_TAKEN, NO_FILE ...), followed when one is passed.
      const constants = new Map<string, ts.Expression>();
      for (const statement of source.statements)
        if (ts.isVariableStatement(statement))
          for (const declaration of statement.declarationList.declarations)
            if (ts.isIdentifier(declaration.name) && declaration.initializer)
              constants.set(declaration.name.text, declaration.initializer);
      const at = (node: ts.Node) =>
        `${where}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
      const check = (node: ts.Node) => {
        if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
          checked += 1;
          if (!(node.text in english)) missing.push(`${at(node)} ${node.text}`);
        } else if (ts.isIdentifier(node) && constants.has(node.text)) {
          check(constants.get(node.text)!);
        } else if (ts.isTemplateExpression(node)) {
          missing.push(`${at(node)} a template: use message(id, values)`);
        } else if (ts.isObjectLiteralExpression(node)) {
          for (const property of node.properties)
            if (ts.isPropertyAssignment(property)) {
              const value = property.initializer;
              if (ts.isArrayLiteralExpression(value)) value.elements.forEach(check);
              else check(value);
            }
        }
      };
      const visit = (node: ts.Node) => {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
          const name = node.expression.text;
          if (refusals.has(name)) node.arguments.forEach(check);
          if (messages.has(name) && node.arguments[0] && ts.isStringLiteral(node.arguments[0]))
            check(node.arguments[0]);
        }
        if (
          ts.isNewExpression(node) &&
          ts.isIdentifier(node.expression) &&
          ['HttpError', 'DomainError'].includes(node.expression.text)
        )
          node.arguments?.slice(1, 2).forEach(check);
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(missing).toEqual([]);
    // The scan sees the refusals at all (a broken scan would find nothing missing).
    expect(checked).toBeGreaterThan(100);
  });
});
