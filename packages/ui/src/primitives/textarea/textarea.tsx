import { useId, useState, type ChangeEvent, type ComponentProps } from 'react';

import { controlClasses } from '../lib/control-classes.ts';
import { useLocaleLabels } from '../lib/locale.ts';
import { cn } from '../lib/utils.ts';
import { useFieldControl } from '../field/index.ts';

export interface TextareaProps extends ComponentProps<'textarea'> {
  /** With `maxLength`, shows a live 'n/max' counter (on by default when maxLength is set). */
  showCount?: boolean;
  labels?: Partial<TextareaLabels>;
}

export interface TextareaLabels {
  /** Screen-reader wording of the counter, e.g. (12, 500) => '488 characters left'. */
  count: (length: number, max: number) => string;
}

const defaultLabels: TextareaLabels = {
  count: (length, max) => `${max - length} ${max - length === 1 ? 'character' : 'characters'} left`,
};

/** Kiswahili defaults (what a LocaleProvider with 'sw' picks). */
export const swTextareaLabels: TextareaLabels = {
  count: (length, max) => `Herufi ${max - length} ${max - length === 1 ? 'imebaki' : 'zimebaki'}`,
};

export function Textarea({
  className,
  maxLength,
  showCount = maxLength !== undefined,
  labels: partialLabels,
  value,
  defaultValue,
  onChange,
  ...props
}: TextareaProps) {
  const labels = useLocaleLabels(defaultLabels, swTextareaLabels, partialLabels);
  const counterId = `counter${useId()}`;
  const counted = showCount && maxLength !== undefined;
  const wired = useFieldControl(props, counted ? counterId : undefined);
  const [innerLength, setInnerLength] = useState(() => String(defaultValue ?? '').length);
  const length = value !== undefined ? String(value).length : innerLength;

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setInnerLength(event.target.value.length);
    onChange?.(event);
  };

  const textarea = (
    <textarea
      data-slot="textarea"
      maxLength={maxLength}
      value={value}
      defaultValue={defaultValue}
      onChange={handleChange}
      className={cn(controlClasses, 'min-h-24 px-3 py-2 field-sizing-content', className)}
      {...wired}
    />
  );
  if (!counted) return textarea;

  return (
    <div data-slot="textarea-with-counter" className="flex flex-col gap-1">
      {textarea}
      <p
        id={counterId}
        data-slot="textarea-counter"
        className={cn(
          'self-end text-sm tabular-nums text-muted-foreground',
          length >= maxLength && 'font-medium text-destructive',
        )}
      >
        <span aria-hidden="true">
          {length}/{maxLength}
        </span>
        <span className="sr-only" aria-live="polite">
          {labels.count(length, maxLength)}
        </span>
      </p>
    </div>
  );
}
