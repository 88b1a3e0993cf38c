import { createContext, useContext } from 'react';

export interface FieldContextValue {
  controlId: string;
  /** Ids of the hint and error texts, joined for aria-describedby. */
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}

export const FieldContext = createContext<FieldContextValue | null>(null);

interface ControlAria {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
  required?: boolean;
}

/**
 * Wires a control (Input, Textarea, Checkbox, Select) to the Field around it: its id for the
 * label, the hint/error ids for aria-describedby and aria-invalid. Props the caller passes win.
 */
export function useFieldControl<P extends ControlAria>(props: P, extraDescribedBy?: string): P {
  const field = useContext(FieldContext);
  const describedBy =
    [props['aria-describedby'], field?.describedBy, extraDescribedBy].filter(Boolean).join(' ') || undefined;
  if (!field) return { ...props, 'aria-describedby': describedBy };
  return {
    ...props,
    id: props.id ?? field.controlId,
    'aria-describedby': describedBy,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
    required: props.required ?? (field.required || undefined),
  };
}
