import type { ComponentProps } from 'react';

import { controlClasses } from '../lib/control-classes.ts';
import { cn } from '../lib/utils.ts';
import { useFieldControl } from '../field/index.ts';

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
