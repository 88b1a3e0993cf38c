/**
 * On a slow line people type into a prerendered page before its code arrives. React must not lose that:
 * a hydrated form keeps the text on screen while React's state still holds the empty value it rendered
 * (a submit would say the field is empty), and a replaced shell draws new, empty fields. So once React
 * has drawn the page, each field that was typed into is announced to React as if just typed.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
/** A text field's text, a checkbox's or radio's tick, or a select's chosen options. */
type Typed = string | boolean | string[];

function fieldsOf(root: ParentNode): Field[] {
  return [...root.querySelectorAll<Field>('input, textarea, select')];
}

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** What was typed into a field, when it differs from the markup. */
function typedInto(field: Field): Typed | null {
  if (field instanceof HTMLSelectElement) {
    const options = [...field.options];
    if (options.every((option) => option.selected === option.defaultSelected)) return null;
    return options.filter((o) => o.selected).map((o) => o.value);
  }
  if (isToggle(field)) return field.checked === field.defaultChecked ? null : field.checked;
  return field.value === field.defaultValue ? null : field.value;
}

/**
 * Gives a text field or a checkbox what a person typed or ticked so that React sees it, as if typed just
 * now: the field's onChange runs with it. Depends on react-dom's value tracking, tested with react and
 * react-dom 19.3.1 (test/early-input.browser.test.tsx; run it again when upgrading React). React keeps on
 * each field an own `value` or `checked` property that records, through its setter, the last value React
 * saw, and ignores an event whose field holds that value. A field typed into before hydration already holds
 * the typed value when React starts tracking it. So React is told it last saw the markup's value (through
 * that own property), the typed value is put back past it (the prototype's setter), and the event React
 * listens for is sent.
 */
export function typeForReact(field: HTMLInputElement | HTMLTextAreaElement, typed: string | boolean): void {
  const property = typeof typed === 'boolean' ? 'checked' : 'value';
  const own = field as unknown as Record<string, unknown>;
  own[property] = property === 'checked' ? (field as HTMLInputElement).defaultChecked : field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property)?.set?.call(field, typed);
  // React reads a checkbox's change from its click event, a text field's from its input event.
  field.dispatchEvent(new Event(property === 'checked' ? 'click' : 'input', { bubbles: true }));
}

/** Puts back what was typed into a field; a select's options need no trick: React reads its change event. */
function announce(field: Field, typed: Typed): void {
  if (!(field instanceof HTMLSelectElement)) {
    if (!Array.isArray(typed)) typeForReact(field, typed);
    return;
  }
  if (!Array.isArray(typed)) return;
  for (const option of field.options) option.selected = typed.includes(option.value);
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** After hydration: the fields still show what was typed; React rendered their markup's values. */
export function replayEarlyInput(root: ParentNode): void {
  for (const field of fieldsOf(root)) {
    const typed = typedInto(field);
    if (typed !== null) announce(field, typed);
  }
}

/** Before a shell is replaced: what was typed, by field id, and which field had the focus. */
export function snapshotEarlyInput(root: ParentNode) {
  const typed = new Map<string, Typed>();
  for (const field of fieldsOf(root)) {
    const value = typedInto(field);
    if (value !== null && field.id) typed.set(field.id, value);
  }
  const focused = document.activeElement;
  return { typed, focusedId: focused && root.contains(focused) ? focused.id : '' };
}

/** After React drew the page in the shell's place: the same fields get what was typed, and the focus. */
export function restoreEarlyInput(root: ParentNode, snapshot: ReturnType<typeof snapshotEarlyInput>): void {
  for (const [id, typed] of snapshot.typed) {
    const field = root.querySelector<Field>(`#${CSS.escape(id)}`);
    if (field) announce(field, typed);
  }
  if (snapshot.focusedId) root.querySelector<HTMLElement>(`#${CSS.escape(snapshot.focusedId)}`)?.focus();
}

/**
 * A replaced shell's button in the page React drew: the one of the same id (the language switch); else,
 * as the ids React gives tabs and the like differ between the prerender and the app, the only button of
 * the same role and text (a tab of the appointments).
 */
function twinOf(root: ParentNode, button: HTMLElement): HTMLElement | null {
  const byId = button.id ? root.querySelector<HTMLElement>(`#${CSS.escape(button.id)}`) : null;
  if (byId) return byId;
  const text = button.textContent?.trim();
  const alike = [...root.querySelectorAll<HTMLElement>('button[type=button]')].filter(
    (candidate) =>
      candidate.getAttribute('role') === button.getAttribute('role') &&
      candidate.textContent?.trim() === text,
  );
  return text && alike.length === 1 ? alike[0]! : null;
}

/**
 * Once React has the page: the boot script (src/boot/boot.ts) stops holding events, the taps on scripted
 * controls are done again, then a submit made meanwhile, in a task of its own so that it sees the state
 * those taps set. A replaced shell's form is found again by the id of its first field, its buttons by
 * `twinOf`.
 */
export function replayEarlyActions(root: ParentNode): void {
  const early = window.__early;
  if (!early) return;
  early.stop();
  delete window.__early;
  for (const button of early.clicks) {
    if (root.contains(button)) button.click();
    else twinOf(root, button)?.click();
  }
  const { submit } = early;
  if (!submit) return;
  const firstField = submit.form.querySelector('[id]')?.id;
  const form = root.contains(submit.form)
    ? submit.form
    : firstField
      ? root.querySelector(`#${CSS.escape(firstField)}`)?.closest('form')
      : null;
  if (!form) return;
  const submitter = submit.submitter && form.contains(submit.submitter) ? submit.submitter : undefined;
  setTimeout(() => form.requestSubmit(submitter));
}
