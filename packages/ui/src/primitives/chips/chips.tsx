import { Check } from 'lucide-react';
import { useState, type ComponentProps } from 'react';

import { useLocaleLabels } from '../lib/locale.ts';
import { cn } from '../lib/utils.ts';
import { useControllableState } from '../lib/use-controllable-state.ts';

export interface ChipOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface ChipsProps extends Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> {
  options: readonly ChipOption[];
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
  /** Most chips that may be on at once (services per vendor). */
  max?: number;
  /** Called when a pick is refused because `max` is reached. */
  onLimit?: (max: number) => void;
  labels?: Partial<ChipsLabels>;
  /** Names the group, e.g. 'Services'. */
  'aria-label'?: string;
}

export interface ChipsLabels {
  /** Alert shown when a pick is refused. */
  limit: (max: number) => string;
}

const defaultLabels: ChipsLabels = {
  limit: (max) => `You can select a maximum of ${max} services.`,
};
/** Kiswahili defaults (what a LocaleProvider with 'sw' picks). */
export const swChipsLabels: ChipsLabels = {
  limit: (max) => `Unaweza kuchagua huduma zisizozidi ${max}.`,
};
const empty: string[] = [];

/** Toggleable chips (aria-pressed buttons) for multi-select such as the services a vendor offers. */
export function Chips({
  options,
  value,
  defaultValue = empty,
  onValueChange,
  max = 15,
  onLimit,
  labels: partialLabels,
  className,
  ...props
}: ChipsProps) {
  const labels = useLocaleLabels(defaultLabels, swChipsLabels, partialLabels);
  const [selected, setSelected] = useControllableState(value, defaultValue, onValueChange);
  const [limitHit, setLimitHit] = useState(false);

  const toggle = (chip: string) => {
    if (selected.includes(chip)) {
      setLimitHit(false);
      setSelected(selected.filter((item) => item !== chip));
      return;
    }
    if (selected.length >= max) {
      setLimitHit(true);
      onLimit?.(max);
      return;
    }
    setSelected([...selected, chip]);
  };

  return (
    <div data-slot="chips" className={cn('flex flex-col gap-2', className)}>
      <div role="group" className="flex flex-wrap gap-2" {...props}>
        {options.map((option) => {
          const pressed = selected.includes(option.value);
          return (
            <button
              key={option.value}
              type="button"
              data-slot="chip"
              aria-pressed={pressed}
              disabled={option.disabled}
              onClick={() => toggle(option.value)}
              className={cn(
                'inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                'disabled:cursor-not-allowed disabled:opacity-50',
                pressed
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-input bg-background text-foreground hover:bg-accent',
              )}
            >
              {pressed ? <Check aria-hidden="true" className="size-4" /> : null}
              {option.label}
            </button>
          );
        })}
      </div>
      <p
        data-slot="chips-limit"
        role="alert"
        className={cn('text-sm text-destructive', !limitHit && 'sr-only')}
      >
        {limitHit ? labels.limit(max) : ''}
      </p>
    </div>
  );
}
