import {
  useId,
  useRef,
  useState,
  type ClipboardEvent,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

import { controlClasses } from '../lib/control-classes.ts';
import { useLocaleLabels } from '../lib/locale.ts';
import { cn } from '../lib/utils.ts';

export interface OtpInputProps extends Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> {
  /** Number of digits (the password reset code has 4). */
  length?: number;
  defaultValue?: string;
  /** The digits typed so far, in order (holes left out). */
  onValueChange?: (code: string) => void;
  /** Called once every box holds a digit. */
  onComplete?: (code: string) => void;
  labels?: Partial<OtpInputLabels>;
  error?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
}

export interface OtpInputLabels {
  /** Names the group of boxes. */
  group: string;
  /** Name of each box, e.g. (1, 4) => 'Digit 1 of 4'. */
  digit: (position: number, length: number) => string;
}

const defaultLabels: OtpInputLabels = {
  group: 'Verification code',
  digit: (position, length) => `Digit ${position} of ${length}`,
};

/** Kiswahili defaults (what a LocaleProvider with 'sw' picks). */
export const swOtpInputLabels: OtpInputLabels = {
  group: 'Nambari ya uthibitisho',
  digit: (position, length) => `Nambari ${position} kati ya ${length}`,
};

function toDigits(code: string, length: number): string[] {
  return Array.from({ length }, (_, index) => (/\d/.test(code[index] ?? '') ? code[index]! : ''));
}

/** One box per digit: digits only, typing moves on, Backspace moves back, pasting the code fills every box. */
export function OtpInput({
  length = 4,
  defaultValue = '',
  onValueChange,
  onComplete,
  labels: partialLabels,
  error,
  disabled = false,
  autoFocus = false,
  className,
  ...props
}: OtpInputProps) {
  const labels = useLocaleLabels(defaultLabels, swOtpInputLabels, partialLabels);
  const [digits, setDigits] = useState(() => toDigits(defaultValue, length));
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const errorId = `otp-error${useId()}`;

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  const commit = (next: string[]) => {
    setDigits(next);
    const code = next.join('');
    onValueChange?.(code);
    if (next.every(Boolean)) onComplete?.(code);
  };

  const type = (index: number, raw: string) => {
    let typed = raw.replace(/\D/g, '');
    // Typing into a filled box whose digit was not selected gives 'old+new': keep the new digit.
    const old = digits[index];
    if (old && typed.length === 2 && typed.startsWith(old)) typed = typed.slice(1);
    if (!typed) return;
    // Mobile keyboards may put several digits (an autofilled code) into one box: spread them on.
    const next = [...digits];
    let position = index;
    for (const digit of typed) {
      if (position >= length) break;
      next[position] = digit;
      position += 1;
    }
    commit(next);
    focusBox(position);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const next = [...digits];
      if (next[index]) {
        next[index] = '';
        commit(next);
      } else if (index > 0) {
        next[index - 1] = '';
        commit(next);
        focusBox(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
    if (!pasted) return;
    // A whole code replaces everything; a fragment goes in from this box on.
    type(pasted.length >= length ? 0 : index, pasted);
  };

  return (
    <div data-slot="otp-input" className={cn('flex flex-col gap-2', className)} {...props}>
      <div
        role="group"
        aria-label={labels.group}
        aria-describedby={error ? errorId : undefined}
        className="flex gap-3"
      >
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            maxLength={length}
            aria-label={labels.digit(index + 1, length)}
            aria-invalid={error ? true : undefined}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the code screen has nothing else to do first
            autoFocus={autoFocus && index === 0}
            disabled={disabled}
            value={digit}
            onChange={(event) => type(index, event.target.value)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            onFocus={(event) => event.target.select()}
            className={cn(controlClasses, 'size-14 text-center text-2xl font-semibold tabular-nums')}
          />
        ))}
      </div>
      <p id={errorId} aria-live="polite" className={cn('text-sm text-destructive', !error && 'sr-only')}>
        {error}
      </p>
    </div>
  );
}
