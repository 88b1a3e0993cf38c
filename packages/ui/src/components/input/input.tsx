import type { ComponentProps } from 'react';

import { cn } from '../../lib/utils.ts';
import { useFieldControl } from '../field/field-context.ts';

export const controlClasses = [
  'w-full min-w-0 rounded-md border border-input bg-background text-base text-foreground shadow-sm',
  'placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
  'disabled:cursor-not-allowed disabled:opacity-50',
  'aria-invalid:border-destructive aria-invalid:outline-destructive',
];

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  const wired = useFieldControl(props);
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(controlClasses, 'h-11 px-3 py-2 file:border-0 file:bg-transparent', className)}
      {...wired}
    />
  );
}
