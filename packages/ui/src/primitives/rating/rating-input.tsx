import { Star } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useState, type ComponentProps, type KeyboardEvent } from 'react';

import { useLocaleLabels } from '../lib/locale.ts';
import { cn } from '../lib/utils.ts';
import { useControllableState } from '../lib/use-controllable-state.ts';

export interface RatingInputProps extends Omit<
  ComponentProps<typeof RadioGroup.Root>,
  'value' | 'defaultValue' | 'onValueChange' | 'orientation' | 'children'
> {
  /** 0 means nothing chosen yet (the review Submit stays disabled until 1 to 5). */
  value?: number;
  defaultValue?: number;
  onValueChange?: (value: number) => void;
  max?: number;
  /** Names the group, e.g. 'Your rating'. */
  'aria-label': string;
  labels?: Partial<RatingInputLabels>;
}

export interface RatingInputLabels {
  /** Name of each star, e.g. 4 => '4 stars'. */
  star: (stars: number) => string;
}

const defaultLabels: RatingInputLabels = {
  star: (stars) => `${stars} ${stars === 1 ? 'star' : 'stars'}`,
};

/** Kiswahili defaults (what a LocaleProvider with 'sw' picks). */
export const swRatingInputLabels: RatingInputLabels = {
  star: (stars) => `Nyota ${stars}`,
};

/** Choose 1 to `max` stars: a radio group, so Tab enters it and the arrow keys change the value. */
export function RatingInput({
  value,
  defaultValue = 0,
  onValueChange,
  max = 5,
  labels: partialLabels,
  className,
  ...props
}: RatingInputProps) {
  const labels = useLocaleLabels(defaultLabels, swRatingInputLabels, partialLabels);
  const [current, setCurrent] = useControllableState(value, defaultValue, onValueChange);
  const [hovered, setHovered] = useState(0);
  const shown = hovered || current;

  // Radix selects a radio only when an arrow key is still held as focus lands, which fast (scripted or
  // assistive-tech) key presses miss; stepping the value here makes arrows always change the rating.
  const step = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };
    const jumps: Record<string, number> = { Home: 1, End: max };
    const delta = moves[event.key];
    const target =
      jumps[event.key] ?? (delta === undefined ? undefined : Math.min(max, Math.max(1, current + delta)));
    if (target === undefined) return;
    event.preventDefault();
    setCurrent(target);
    event.currentTarget.parentElement?.querySelector<HTMLElement>(`[value="${target}"]`)?.focus();
  };
  return (
    <RadioGroup.Root
      data-slot="rating-input"
      orientation="horizontal"
      value={current ? String(current) : ''}
      onValueChange={(next) => setCurrent(Number(next))}
      onPointerLeave={() => setHovered(0)}
      className={cn('inline-flex items-center gap-1', className)}
      {...props}
    >
      {Array.from({ length: max }, (_, index) => {
        const stars = index + 1;
        return (
          <RadioGroup.Item
            key={stars}
            value={String(stars)}
            aria-label={labels.star(stars)}
            data-slot="rating-input-star"
            onPointerEnter={() => setHovered(stars)}
            onKeyDown={step}
            className={cn(
              'inline-flex size-11 items-center justify-center rounded-md text-rating',
              'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
              'disabled:cursor-not-allowed disabled:opacity-50',
            )}
          >
            <Star
              aria-hidden="true"
              className={cn('size-8', stars <= shown && 'fill-rating')}
              strokeWidth={1.75}
            />
          </RadioGroup.Item>
        );
      })}
    </RadioGroup.Root>
  );
}
