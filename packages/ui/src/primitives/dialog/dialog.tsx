import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

import { useLocaleLabels } from '../lib/locale.ts';
import { cn } from '../lib/utils.ts';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export interface DialogContentLabels {
  /** Accessible name of the corner close button. */
  close: string;
}

const defaultLabels: DialogContentLabels = { close: 'Close' };
/** Kiswahili defaults (what a LocaleProvider with 'sw' picks). */
export const swDialogContentLabels: DialogContentLabels = { close: 'Funga' };

export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  labels?: Partial<DialogContentLabels>;
}

/** Modal: focus is trapped inside, Escape or an overlay click closes it, focus returns to the trigger. */
export function DialogContent({ className, children, labels: partialLabels, ...props }: DialogContentProps) {
  const labels = useLocaleLabels(defaultLabels, swDialogContentLabels, partialLabels);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-slot="dialog-overlay"
        className="fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
      />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2',
          'gap-4 overflow-y-auto rounded-lg border bg-background p-6 shadow-lg',
          'data-[state=closed]:animate-fade-out data-[state=open]:animate-pop-in',
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          data-slot="dialog-close"
          className={cn(
            'absolute end-3 top-3 inline-flex size-9 items-center justify-center rounded-md text-muted-foreground',
            'hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring',
          )}
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">{labels.close}</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('flex flex-col gap-1.5 pe-8', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('text-lg font-semibold text-foreground', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
