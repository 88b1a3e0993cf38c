// The app's forms: a Formisch form store validated by a Valibot schema (docs/decisions/0019-form-library.md),
// its fields drawn by the design system's Field, its submit handed to a TanStack Query mutation.
import {
  Field as FormischField,
  getInput,
  setErrors,
  useForm as useFormischForm,
  type FieldStore,
  type FormSchema,
  type FormStore,
  type RequiredPath,
  type ValidPath,
} from '@formisch/react';
import { getFieldStore, INTERNAL } from '@formisch/react/internals';
import { Field, type FieldProps } from '@urembo/ui';
import type { ReactElement } from 'react';
import type * as v from 'valibot';
import { fieldErrorsFrom } from './form-errors.ts';

export {
  focus,
  Form,
  getErrors,
  getInput,
  insert,
  remove,
  reset,
  setErrors,
  useField,
  useFieldArray,
  type FieldStore,
  type FormStore,
} from '@formisch/react';
/** A form field without the Field frame, for controls that draw their own label and message (OTP, phone). */
export { Field as FormControl } from '@formisch/react';
/**
 * The submit of a design-system composite that draws its own `<form>` (ReportForm, ReviewModal,
 * PaymentModal): checks the form as `Form` does, then calls the handler with its output.
 */
export { handleSubmit } from '@formisch/react';

/**
 * A form whose messages appear when it is submitted and change only at the next submit, as the spec's
 * forms always did; the submit focuses the first invalid field.
 */
export function useForm<TSchema extends FormSchema>(
  schema: TSchema,
  initialInput?: Parameters<typeof useFormischForm<TSchema>>[0]['initialInput'],
): FormStore<TSchema> {
  return useFormischForm({ schema, initialInput, validate: 'submit', revalidate: 'submit' });
}

interface FormFieldProps<TSchema extends FormSchema, TPath extends RequiredPath> extends Omit<
  FieldProps,
  'children' | 'error'
> {
  of: FormStore<TSchema>;
  path: ValidPath<v.InferInput<TSchema>, TPath>;
  /** The control, given the field's store: spread `textControl(field)` on an Input or Textarea. */
  children: (field: FieldStore<TSchema, TPath>) => ReactElement;
}

/** One form field drawn by the design system's Field: label, hint and the field's first message. */
export function FormField<TSchema extends FormSchema, TPath extends RequiredPath>({
  of,
  path,
  children,
  ...fieldProps
}: FormFieldProps<TSchema, TPath>) {
  return (
    <FormischField of={of} path={path}>
      {(field) => (
        <Field {...fieldProps} error={field.errors?.[0]}>
          {children(field)}
        </Field>
      )}
    </FormischField>
  );
}

/**
 * The props of a text control (Input, Textarea) bound to a field. The name is the field's own (Formisch
 * names elements by their JSON path), so the browser's autofill and the e2e journeys find it as before.
 */
export function textControl<TSchema extends FormSchema, TPath extends RequiredPath>(
  field: FieldStore<TSchema, TPath>,
) {
  // Formisch's autoFocus moves the focus whenever a field with a message mounts; the submit focuses already.
  const { autoFocus: _autoFocus, ...props } = field.props;
  return {
    ...props,
    name: String(field.path[field.path.length - 1]),
    value: typeof field.input === 'string' ? field.input : '',
  };
}

/**
 * Puts the server's field errors under the form's fields (the one way every form shows them) and says
 * whether any field took one; the rest is for the caller's toast or alert.
 */
export function showFieldErrors<TSchema extends FormSchema>(
  form: FormStore<TSchema>,
  error: unknown,
  aliases: Record<string, string> = {},
): boolean {
  const input = getInput(form);
  let shown = false;
  for (const [field, message] of Object.entries(fieldErrorsFrom(error, aliases))) {
    // An alias may name a nested field ('first.businessName'). The name comes from the server, so the
    // path is checked against the form's input rather than by the types.
    const path = field.split('.');
    let parent: unknown = input;
    for (const key of path.slice(0, -1)) parent = (parent as Record<string, unknown> | undefined)?.[key];
    if (typeof parent !== 'object' || parent === null || !(path[path.length - 1]! in parent)) continue;
    setErrors(form as FormStore, { path, errors: [message] } as never);
    shown = true;
  }
  return shown;
}

/**
 * Makes a control that a design-system list draws (no useField of its own) the element of its field, so
 * the submit's check focuses it as it focuses the others. Formisch has no public call for it: this is the
 * one place that reaches into its internals.
 */
export function registerControl<TSchema extends FormSchema>(
  form: FormStore<TSchema>,
  path: readonly (string | number)[],
  element: HTMLElement | null,
) {
  const field = element ? getFieldStore(form[INTERNAL], path as (string | number)[]) : undefined;
  if (element && field && !field.elements.includes(element as never)) field.elements.push(element as never);
}
