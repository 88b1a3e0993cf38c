import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps, MouseEvent } from 'react';

import { useLocaleLabels } from '../lib/locale.ts';
import { cn } from '../lib/utils.ts';
import { Spinner } from '../spinner/index.ts';

export const buttonVariants = cva(
  [
    // A label longer than its line (a long translation on a narrow phone) wraps and the button grows,
    // rather than spilling past the screen.
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-md py-2 text-center font-medium select-none',
    'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:cursor-not-allowed',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        outline: 'border border-input bg-background hover:bg-accent hover:text-accent-foreground',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        sm: 'min-h-9 px-3 text-sm',
        md: 'min-h-11 px-4 text-base',
        lg: 'min-h-12 px-6 text-lg',
        icon: 'size-11',
      },
    },
    defaultVariants: { variant: 'default', size: 'md' },
  },
);

export interface ButtonLabels {
  /** Announced politely while `loading`; the visible label stays the caller's (e.g. 'Sending...'). */
  loading: string;
}

const defaultLabels: ButtonLabels = { loading: 'Loading…' };
/** Kiswahili defaults (what a LocaleProvider with 'sw' picks); pass them as `labels` to choose them yourself. */
export const swButtonLabels: ButtonLabels = { loading: 'Inapakia…' };

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Render the child element (e.g. a router link) with the button's look instead of a <button>. */
  asChild?: boolean;
  /**
   * Busy: clicks are ignored but the button keeps focus (a disabled button would drop it). A button
   * given `loading` (true or false) renders a live region beside it, so the wait is announced when it
   * starts; other buttons render none.
   */
  loading?: boolean;
  labels?: Partial<ButtonLabels>;
}

export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading,
  labels: partialLabels,
  type,
  children,
  onClick,
  ...props
}: ButtonProps) {
  const labels = useLocaleLabels(defaultLabels, swButtonLabels, partialLabels);
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild) {
    return (
      <Slot.Root data-slot="button" className={classes} onClick={onClick} {...props}>
        {children}
      </Slot.Root>
    );
  }
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading === true) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const button = (
    <button
      data-slot="button"
      type={type ?? 'button'}
      className={classes}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      {...props}
    >
      {loading ? <Spinner announce={false} /> : null}
      {children}
    </button>
  );
  if (loading === undefined) return button;
  return (
    <>
      {button}
      {/* Sibling, not child: the button's accessible name stays the same while the wait is announced. */}
      <span role="status" className="sr-only">
        {loading ? labels.loading : ''}
      </span>
    </>
  );
}
