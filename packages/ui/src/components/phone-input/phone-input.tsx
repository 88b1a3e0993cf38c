import { normalizeKenyanPhone, PHONE_FORMAT_ERROR, PHONE_HINT, type PhoneResult } from '@urembo/kenya';
import { useState, type ChangeEvent, type ComponentProps, type FocusEvent, type ReactNode } from 'react';

import { useControllableState } from '../../lib/use-controllable-state.ts';
import { Field } from '../field/field.tsx';
import { Input } from '../input/input.tsx';

export interface PhoneInputProps extends Omit<
  ComponentProps<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange'
> {
  label?: ReactNode;
  hint?: ReactNode;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Called on blur with the check's result (the normalised 2547XXXXXXXX number when valid). */
  onValidate?: (result: PhoneResult) => void;
  /** An error from the form or server; shown instead of the format error. */
  error?: ReactNode;
  /** Message when the number is not a Kenyan mobile number. */
  formatError?: string;
  fieldClassName?: string;
}

/** Kenyan mobile number field: checked when the user leaves it, with the expected format as a hint. */
export function PhoneInput({
  label = 'Phone number',
  hint = `Format: ${PHONE_HINT}`,
  value,
  defaultValue = '',
  onValueChange,
  onValidate,
  error,
  formatError = PHONE_FORMAT_ERROR,
  required,
  fieldClassName,
  onBlur,
  ...props
}: PhoneInputProps) {
  const [current, setCurrent] = useControllableState(value, defaultValue, onValueChange);
  const [invalid, setInvalid] = useState(false);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setCurrent(event.target.value);
    // Typing fixes it: the message goes once the number is valid, not only on the next blur.
    if (invalid && normalizeKenyanPhone(event.target.value).ok) setInvalid(false);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    onBlur?.(event);
    if (!current.trim()) {
      setInvalid(false);
      return;
    }
    const result = normalizeKenyanPhone(current);
    setInvalid(!result.ok);
    onValidate?.(result);
  };

  return (
    <Field
      label={label}
      hint={hint}
      error={error ?? (invalid ? formatError : undefined)}
      required={required}
      className={fieldClassName}
    >
      <Input
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={PHONE_HINT}
        value={current}
        onChange={handleChange}
        onBlur={handleBlur}
        {...props}
      />
    </Field>
  );
}
