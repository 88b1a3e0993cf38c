import { cva } from 'class-variance-authority';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';

import { useLocaleLabels } from '../lib/locale.ts';
import { useToast, type ToastItem, type ToastVariant } from './toast-store.ts';

// No Radix here: the Toaster renders on every route, so it must not pull overlay code into the entry.
const toastVariants = cva(
  'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pe-10 shadow-lg motion-safe:animate-slide-in',
  {
    variants: {
      variant: {
        default: 'bg-popover text-popover-foreground',
        success: 'border-success-foreground/30 bg-success text-success-foreground',
        error: 'border-danger-foreground/30 bg-danger text-danger-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

const icons: Record<ToastVariant, typeof CircleCheck | null> = {
  default: null,
  success: CircleCheck,
  error: CircleAlert,
};

export interface ToasterProps {
  /** Milliseconds each toast stays; the product's rule is 5 s. */
  duration?: number;
  labels?: Partial<ToasterLabels>;
}

export interface ToasterLabels {
  /** Accessible name of each toast's close button. */
  close: string;
  /** Names the notifications region. */
  region: string;
}

const defaultLabels: ToasterLabels = { close: 'Close', region: 'Notifications' };
/** Kiswahili defaults (what a LocaleProvider with 'sw' picks). */
export const swToasterLabels: ToasterLabels = { close: 'Funga', region: 'Arifa' };

interface ToastViewProps {
  item: ToastItem;
  duration: number;
  paused: boolean;
  closeLabel: string;
  onClose: () => void;
}

/** One toast: closes by itself after `duration` ms, counting only while the stack is not hovered or focused. */
function ToastView({ item, duration, paused, closeLabel, onClose }: ToastViewProps) {
  const { title, description, variant = 'default' } = item;
  const remaining = useRef(item.duration ?? duration);
  // The latest onClose without restarting the timer; a ref rather than useEffectEvent, which React
  // 19.0 and 19.1 (inside the peer range) do not have.
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => close.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused]);

  const Icon = icons[variant];
  return (
    <div data-slot="toast" data-state="open" className={toastVariants({ variant })}>
      {Icon ? <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" /> : null}
      <div className="grid gap-1">
        <div data-slot="toast-title" className="text-sm font-semibold">
          {title}
        </div>
        {description ? (
          <div data-slot="toast-description" className="text-sm">
            {description}
          </div>
        ) : null}
      </div>
      <button
        type="button"
        data-slot="toast-close"
        aria-label={closeLabel}
        onClick={onClose}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
        className="absolute end-2 top-2 inline-flex size-8 items-center justify-center rounded-md opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/**
 * Render once near the app root; call `toast()` anywhere. Toasts stack at the bottom of a phone, top-right
 * on wider screens. The two live regions
 * exist before any toast does, so screen readers announce each one: errors assertively, others politely.
 */
export function Toaster({ duration = 5000, labels: partialLabels }: ToasterProps) {
  const labels = useLocaleLabels(defaultLabels, swToasterLabels, partialLabels);
  const { toasts, dismiss } = useToast();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  // A closed toast under the pointer or holding focus fires no leave or blur: start the next ones unpaused.
  const [count, setCount] = useState(toasts.length);
  if (count !== toasts.length) {
    setCount(toasts.length);
    if (toasts.length === 0) {
      setHovered(false);
      setFocused(false);
    }
  }

  const render = (items: readonly ToastItem[]) =>
    items.map((item) => (
      <ToastView
        key={item.id}
        item={item}
        duration={duration}
        paused={paused}
        closeLabel={labels.close}
        onClose={() => dismiss(item.id)}
      />
    ));
  const errors = toasts.filter((item) => item.variant === 'error');
  const others = toasts.filter((item) => item.variant !== 'error');

  return (
    <section
      aria-label={labels.region}
      data-slot="toast-viewport"
      // Phones: at the bottom, clear of the header and its navigation; wider screens: top-right.
      className="pointer-events-none fixed right-0 bottom-0 z-[100] flex max-h-dvh w-full flex-col gap-2 p-4 sm:top-0 sm:bottom-auto sm:max-w-sm"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event: FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div role="alert" aria-live="assertive" aria-atomic="false" className="flex flex-col gap-2">
        {render(errors)}
      </div>
      <div role="status" aria-live="polite" aria-atomic="false" className="flex flex-col gap-2">
        {render(others)}
      </div>
    </section>
  );
}
