import { normalizeKenyanPhone } from '@urembo/kenya';
import { invalid, type FieldErrors } from '../errors.ts';

/** A text field without surrounding spaces; '' when it was not sent. */
export const trimmed = (value: string | undefined): string => value?.trim() ?? '';

/**
 * A Kenyan phone number from a form field, stored as 2547XXXXXXXX; a wrong one is refused with the
 * field's own error so the form can show it beside the input.
 */
export function phoneFrom(field: string, value: string | undefined, required: true): string;
export function phoneFrom(field: string, value: string | undefined, required: false): string | null;
export function phoneFrom(field: string, value: string | undefined, required: boolean): string | null {
  const raw = trimmed(value);
  if (!raw) {
    if (required) throw invalid({ [field]: ['This field is required.'] });
    return null;
  }
  const result = normalizeKenyanPhone(raw);
  if (!result.ok) throw invalid({ [field]: [result.error] });
  return result.phone;
}

export const DIRECTION_CONTROL = 'A name may not contain characters that change the direction of text.';

// Bidirectional controls (LRE to RLO, LRI to PDI, LRM, RLM and ALM). Inside a name they reorder the words
// of every page, notification and e-mail that names the person, around the name too: "Amina" followed by
// RLO makes the rest of the sentence read backwards, and can make it say something else.
const DIRECTION_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/**
 * Adds a field error for each name (of a person, a business or a booking's client) holding a direction
 * control; names not sent are skipped. Answers `errors`, to be thrown with the form's other errors.
 */
export function checkNames(errors: FieldErrors, names: Record<string, string | undefined>): FieldErrors {
  for (const [field, value] of Object.entries(names))
    if (value !== undefined && DIRECTION_CONTROLS.test(value)) (errors[field] ??= []).push(DIRECTION_CONTROL);
  return errors;
}

/** Refuses, with a field error each, names that hold a direction control. */
export function refuseUnsafeNames(names: Record<string, string | undefined>): void {
  const errors = checkNames({}, names);
  if (Object.keys(errors).length) throw invalid(errors);
}

export const NULL_CHARACTER = 'This field may not contain a null character.';
export const INVALID_UNICODE = 'This field may not contain invalid Unicode characters.';

// A high surrogate without its low half, or a low one without its high half.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * What is wrong with a string PostgreSQL or the pages cannot hold: NUL (text columns refuse it, a 500
 * before), a lone surrogate (JSON's "\ud800", stored as garbage), or U+FFFD, which the JSON, form and
 * multipart parsers put where the bytes were not UTF-8, so it is the only trace of invalid input.
 */
function textProblem(value: unknown): string | undefined {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return NULL_CHARACTER;
    if (value.includes('\ufffd') || LONE_SURROGATE.test(value)) return INVALID_UNICODE;
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const item of Object.values(value)) {
      const problem = textProblem(item);
      if (problem) return problem;
    }
  }
  return undefined;
}

/**
 * Refuses text no field may hold, naming each field as a validation error does, so every operation
 * answers 400 rather than failing in SQL. `only` limits the check to the names the operation reads.
 */
export function refuseUnsafeText(values: Record<string, unknown>, only?: ReadonlySet<string>): void {
  const errors: FieldErrors = {};
  for (const [name, value] of Object.entries(values)) {
    if (only && !only.has(name)) continue;
    const problem = textProblem(value);
    if (problem) errors[name] = [problem];
  }
  if (Object.keys(errors).length) throw invalid(errors);
}
