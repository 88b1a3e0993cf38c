import { ChevronDown } from 'lucide-react';
import type { ChangeEvent, ComponentProps } from 'react';

import { controlClasses } from '../lib/control-classes.ts';
import { cn } from '../lib/utils.ts';
import { useFieldControl } from '../field/index.ts';

export interface SelectProps extends Omit<ComponentProps<'select'>, 'value' | 'defaultValue' | 'multiple'> {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Shown while nothing is chosen (value ''); it cannot be chosen back from the list. */
  placeholder?: string;
}

/**
 * A native <select>: the phone's own picker (light, fast and familiar on cheap Android phones), styled
 * like the other controls and wired to the Field around it. Options are <SelectItem>s.
 */
export function Select({
  className,
  placeholder,
  onValueChange,
  onChange,
  children,
  value,
  defaultValue,
  ...props
}: SelectProps) {
  const wired = useFieldControl(props);
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    onChange?.(event);
    onValueChange?.(event.target.value);
  };
  // Without a value the browser would show the first real option as if chosen: start on the placeholder.
  const initial =
    value === undefined && defaultValue === undefined && placeholder !== undefined ? '' : defaultValue;
  return (
    <div data-slot="select" className={cn('relative w-full', className)}>
      <select
        data-slot="select-trigger"
        className={cn(
          controlClasses,
          'h-11 appearance-none truncate py-2 ps-3 pe-9',
          "has-[option[value='']:checked]:text-muted-foreground [&_option]:text-foreground",
        )}
        value={value}
        defaultValue={initial}
        onChange={change}
        {...wired}
      >
        {placeholder !== undefined ? (
          <option value="" disabled hidden>
            {placeholder}
          </option>
        ) : null}
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 opacity-70"
      />
    </div>
  );
}

export function SelectItem({ className, ...props }: ComponentProps<'option'> & { value: string }) {
  return <option data-slot="select-item" className={className} {...props} />;
}

export function SelectGroup(props: ComponentProps<'optgroup'> & { label: string }) {
  return <optgroup data-slot="select-group" {...props} />;
}
