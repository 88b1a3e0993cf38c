export { Field, type FieldProps } from './field.tsx';
export { useFieldControl, FieldContext, type FieldContextValue } from './field-context.ts';
