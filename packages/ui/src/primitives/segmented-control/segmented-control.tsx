import { ToggleGroup } from 'radix-ui';
import type { ComponentProps } from 'react';

import { cn } from '../lib/utils.ts';

export interface SegmentedOption<V extends string = string> {
  value: V;
  label: string;
  disabled?: boolean;
}

export interface SegmentedControlProps<V extends string = string> extends Omit<
  ComponentProps<typeof ToggleGroup.Root>,
  'type' | 'value' | 'defaultValue' | 'onValueChange' | 'children'
> {
  options: readonly SegmentedOption<V>[];
  value?: V;
  defaultValue?: V;
  onValueChange?: (value: V) => void;
  /** Names the group for screen readers, e.g. 'User type'. */
  'aria-label': string;
}

/** Pick exactly one of a few options (the sign-up user type); arrow keys move between them. */
export function SegmentedControl<V extends string = string>({
  options,
  value,
  defaultValue,
  onValueChange,
  className,
  ...props
}: SegmentedControlProps<V>) {
  return (
    <ToggleGroup.Root
      data-slot="segmented-control"
      type="single"
      value={value}
      defaultValue={defaultValue}
      // Radix lets a second press clear a single toggle group; a segmented control always keeps a choice.
      onValueChange={(next) => {
        if (next) onValueChange?.(next as V);
      }}
      className={cn('inline-flex w-full flex-wrap gap-1 rounded-lg bg-muted p-1 sm:flex-nowrap', className)}
      {...props}
    >
      {options.map((option) => (
        <ToggleGroup.Item
          key={option.value}
          value={option.value}
          disabled={option.disabled}
          data-slot="segmented-control-item"
          className={cn(
            'min-h-10 flex-1 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors',
            'hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
            'disabled:cursor-not-allowed disabled:opacity-50',
            'data-[state=on]:bg-background data-[state=on]:text-foreground data-[state=on]:shadow-sm',
          )}
        >
          {option.label}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
