import { normalizeKenyanPhone, PHONE_FORMAT_ERROR, PHONE_HINT, type PhoneResult } from '@urembo/kenya';
import { useState, type ChangeEvent, type ComponentProps, type FocusEvent, type ReactNode } from 'react';

import { useLocaleLabels } from '../lib/locale.ts';
import { useControllableState } from '../lib/use-controllable-state.ts';
import { Field } from '../field/index.ts';
import { Input } from '../input/index.ts';

export interface PhoneInputProps extends Omit<
  ComponentProps<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange'
> {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Called on blur with the check's result (the normalised 2547XXXXXXXX number when valid). */
  onValidate?: (result: PhoneResult) => void;
  /** An error from the form or server; shown instead of the format error. */
  error?: ReactNode;
  fieldClassName?: string;
  labels?: Partial<PhoneInputLabels>;
}

export interface PhoneInputLabels {
  label: ReactNode;
  /** Under the field: the expected format. */
  hint: ReactNode;
  /** When the number is not a Kenyan mobile number. */
  formatError: string;
}

const defaultLabels: PhoneInputLabels = {
  label: 'Phone number',
  hint: `Format: ${PHONE_HINT}`,
  formatError: PHONE_FORMAT_ERROR,
};

/** Kiswahili defaults (what a LocaleProvider with 'sw' picks). */
export const swPhoneInputLabels: PhoneInputLabels = {
  label: 'Nambari ya simu',
  hint: `Mfano: ${PHONE_HINT}`,
  formatError: 'Weka nambari ya simu ya Kenya, kama 0712 345 678 au 254712345678.',
};

/** Kenyan mobile number field: checked when the user leaves it, with the expected format as a hint. */
export function PhoneInput({
  value,
  defaultValue = '',
  onValueChange,
  onValidate,
  error,
  required,
  fieldClassName,
  onBlur,
  labels: partialLabels,
  ...props
}: PhoneInputProps) {
  const labels = useLocaleLabels(defaultLabels, swPhoneInputLabels, partialLabels);
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
      label={labels.label}
      hint={labels.hint}
      error={error ?? (invalid ? labels.formatError : undefined)}
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
