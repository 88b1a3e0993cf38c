import { cva } from 'class-variance-authority';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';

import { useToast, type ToastVariant } from './toast-store.ts';

const toastVariants = cva(
  [
    'relative flex w-full items-start gap-3 rounded-lg border p-4 pe-10 shadow-lg',
    'data-[state=open]:animate-slide-in data-[state=closed]:animate-fade-out',
    'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=end]:animate-fade-out',
  ],
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
  /** Accessible name of each toast's close button. */
  closeLabel?: string;
  /** Names the notifications region; Radix appends the F8 hotkey hint. */
  label?: string;
}

/** Render once near the app root; call `toast()` anywhere. Toasts stack top-right. */
export function Toaster({ duration = 5000, closeLabel = 'Close', label = 'Notifications' }: ToasterProps) {
  const { toasts, dismiss } = useToast();
  return (
    <ToastPrimitive.Provider duration={duration} swipeDirection="right" label={label}>
      {toasts.map(({ id, title, description, variant = 'default', duration: own }) => {
        const Icon = icons[variant];
        return (
          <ToastPrimitive.Root
            key={id}
            data-slot="toast"
            duration={own}
            type={variant === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) dismiss(id);
            }}
            className={toastVariants({ variant })}
          >
            {Icon ? <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" /> : null}
            <div className="grid gap-1">
              <ToastPrimitive.Title data-slot="toast-title" className="text-sm font-semibold">
                {title}
              </ToastPrimitive.Title>
              {description ? (
                <ToastPrimitive.Description data-slot="toast-description" className="text-sm">
                  {description}
                </ToastPrimitive.Description>
              ) : null}
            </div>
            <ToastPrimitive.Close
              data-slot="toast-close"
              aria-label={closeLabel}
              className="absolute end-2 top-2 inline-flex size-8 items-center justify-center rounded-md opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring"
            >
              <X aria-hidden="true" className="size-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport
        data-slot="toast-viewport"
        className="fixed top-0 right-0 z-[100] m-0 flex max-h-dvh w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-sm"
      />
    </ToastPrimitive.Provider>
  );
}
