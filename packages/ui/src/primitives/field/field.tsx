import { CircleAlert } from 'lucide-react';
import { useId, useMemo, type ComponentProps, type ReactNode } from 'react';

import { cn } from '../lib/utils.ts';
import { Label } from '../label/index.ts';
import { FieldContext } from './field-context.ts';

export interface FieldProps extends Omit<ComponentProps<'div'>, 'children'> {
  label: ReactNode;
  /** One control: Input, Textarea, Checkbox or a Select; it picks up id and aria wiring from the Field. */
  children: ReactNode;
  /** Helper text under the control, read after the label. */
  hint?: ReactNode;
  /** Validation message; when present the control is aria-invalid and the message is announced. */
  error?: ReactNode;
  required?: boolean;
  /** Id for the control; generated when omitted. */
  controlId?: string;
  /** 'inline' puts a checkbox before its label (terms and privacy). */
  layout?: 'stacked' | 'inline';
}

export function Field({
  label,
  children,
  hint,
  error,
  required = false,
  controlId,
  layout = 'stacked',
  className,
  ...props
}: FieldProps) {
  const generatedId = useId();
  const id = controlId ?? `field${generatedId}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const invalid = Boolean(error);
  const context = useMemo(
    () => ({
      controlId: id,
      describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined,
      invalid,
      required,
    }),
    [id, hintId, errorId, invalid, required],
  );

  const labelNode = (
    <Label htmlFor={id}>
      {label}
      {required ? (
        <span aria-hidden="true" className="ms-0.5 text-destructive">
          *
        </span>
      ) : null}
    </Label>
  );

  return (
    <FieldContext.Provider value={context}>
      <div
        data-slot="field"
        data-invalid={invalid || undefined}
        className={cn('flex flex-col gap-1.5', className)}
        {...props}
      >
        {layout === 'inline' ? (
          <div className="flex items-start gap-3">
            {children}
            {labelNode}
          </div>
        ) : (
          <>
            {labelNode}
            {children}
          </>
        )}
        {hint ? (
          <p id={hintId} data-slot="field-hint" className="text-sm text-muted-foreground">
            {hint}
          </p>
        ) : null}
        {/* Always mounted so the message is announced when it appears, not only read on focus. */}
        <p
          id={errorId}
          data-slot="field-error"
          aria-live="polite"
          className={cn('flex items-center gap-1.5 text-sm text-destructive', !error && 'sr-only')}
        >
          {error ? (
            <>
              <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
              {error}
            </>
          ) : null}
        </p>
      </div>
    </FieldContext.Provider>
  );
}
