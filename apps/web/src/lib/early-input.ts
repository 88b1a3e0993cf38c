/**
 * On a slow line people type into a prerendered page before its code arrives. React must not lose that:
 * a hydrated form keeps the text on screen while React's state still holds the empty value it rendered
 * (a submit would say the field is empty), and a replaced shell draws new, empty fields. So once React
 * has drawn the page, each field that was typed into is announced to React as if just typed.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Typed =
  { property: 'value' | 'checked'; value: string | boolean } | { property: 'options'; value: string[] };

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
    return { property: 'options', value: options.filter((o) => o.selected).map((o) => o.value) };
  }
  if (isToggle(field))
    return field.checked === field.defaultChecked ? null : { property: 'checked', value: field.checked };
  return field.value === field.defaultValue ? null : { property: 'value', value: field.value };
}

/**
 * React notices a change only when a field's value differs from the one it last saw. `trackedAs` is
 * handed to React through the field's own property (which React watches), the typed value is put back
 * past it through the prototype's setter, and the event React listens for is sent.
 */
function announce(field: Field, typed: Typed, trackedAs: unknown): void {
  if (typed.property === 'options') {
    if (!(field instanceof HTMLSelectElement)) return;
    for (const option of field.options) option.selected = typed.value.includes(option.value);
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const own = field as unknown as Record<string, unknown>;
  own[typed.property] = trackedAs;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), typed.property)?.set?.call(
    field,
    typed.value,
  );
  // React reads a native checkbox's change from its click event, a text field's from its input event.
  field.dispatchEvent(new Event(typed.property === 'checked' ? 'click' : 'input', { bubbles: true }));
}

/** After hydration: the fields still show what was typed; React rendered their markup's values. */
export function replayEarlyInput(root: ParentNode): void {
  for (const field of fieldsOf(root)) {
    const typed = typedInto(field);
    if (!typed) continue;
    if (isToggle(field)) announce(field, typed, field.defaultChecked);
    else announce(field, typed, 'defaultValue' in field ? field.defaultValue : null);
  }
}

/** Before a shell is replaced: what was typed, by field id, and which field had the focus. */
export function snapshotEarlyInput(root: ParentNode) {
  const typed = new Map<string, Typed>();
  for (const field of fieldsOf(root)) {
    const value = typedInto(field);
    if (value && field.id) typed.set(field.id, value);
  }
  const focused = document.activeElement;
  return { typed, focusedId: focused && root.contains(focused) ? focused.id : '' };
}

/** After React drew the page in the shell's place: the same fields get what was typed, and the focus. */
export function restoreEarlyInput(root: ParentNode, snapshot: ReturnType<typeof snapshotEarlyInput>): void {
  for (const [id, typed] of snapshot.typed) {
    const field = root.querySelector<Field>(`#${CSS.escape(id)}`);
    if (field) announce(field, typed, (field as unknown as Record<string, unknown>)[typed.property]);
  }
  if (snapshot.focusedId) root.querySelector<HTMLElement>(`#${CSS.escape(snapshot.focusedId)}`)?.focus();
}

/** What the boot script of a prerendered page (scripts/prerender.mjs) kept while the app was on its way. */
interface EarlyActions {
  clicks: HTMLElement[];
  submit: { form: HTMLFormElement; submitter: HTMLElement | null } | null;
  stop(): void;
}

declare global {
  interface Window {
    __early?: EarlyActions;
  }
}

/**
 * Once React has the page: the boot script stops holding events, the taps on scripted controls are done
 * again, then a submit made meanwhile, in a task of its own so that it sees the state those taps set. A
 * replaced shell's form is found again by the id of its first field.
 */
export function replayEarlyActions(root: ParentNode): void {
  const early = window.__early;
  if (!early) return;
  early.stop();
  delete window.__early;
  for (const button of early.clicks) if (root.contains(button)) button.click();
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
