import { BROWSE_LOCATIONS } from '@urembo/kenya';
import { ChevronDown, Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';

import { Button, cn, Input, useLocaleLabels } from '../../primitives/index.ts';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterDefinition {
  /** Key in `value`, e.g. 'county'. */
  key: string;
  /** Panel trigger text, e.g. 'Where?'. */
  label: string;
  options: readonly FilterOption[];
}

/** Chosen option per filter key, plus `search` for the text search. */
export type FilterValues = Record<string, string | undefined>;

export interface FilterBarProps {
  filters: readonly FilterDefinition[];
  value: FilterValues;
  onChange: (next: FilterValues) => void;
  /** Show the text search (its value lives under `value.search`). */
  searchable?: boolean;
  className?: string;
  labels?: Partial<FilterBarLabels>;
}

export interface FilterBarLabels {
  /** Names the whole bar. */
  bar: string;
  clear: string;
  search: string;
  searchPlaceholder: string;
  /** Shown in a panel to drop that one filter. */
  any: string;
}

const defaultLabels: FilterBarLabels = {
  bar: 'Filters',
  clear: 'Clear filters',
  search: 'Search',
  searchPlaceholder: 'Search',
  any: 'Any',
};

/** Kiswahili defaults (what a LocaleProvider with 'sw' picks); pass them as `labels` to choose them yourself. */
export const swFilterBarLabels: FilterBarLabels = {
  bar: 'Chuja',
  clear: 'Futa uchaguzi',
  search: 'Tafuta',
  searchPlaceholder: 'Tafuta',
  any: 'Yoyote',
};

const toOptions = (labels: readonly string[]): FilterOption[] => labels.map((l) => ({ value: l, label: l }));

/**
 * The product's standard filters; the category options come from the catalogue. Marked pure: an app that
 * brings its own filter texts does not carry these.
 */
export const LOCATION_FILTER: FilterDefinition = {
  key: 'county',
  label: 'Where?',
  options: /* @__PURE__ */ toOptions(BROWSE_LOCATIONS),
};
export const EXPERIENCE_FILTER: FilterDefinition = {
  key: 'experience_level',
  label: 'Experience',
  options: /* @__PURE__ */ toOptions(['Beginner', 'Intermediate', 'Expert']),
};
export const RATING_FILTER: FilterDefinition = {
  key: 'rating',
  label: 'Ratings',
  options: /* @__PURE__ */ toOptions(['2 stars and below', '3 stars', '4 stars and above']),
};
/** The same filters with Kiswahili texts; the values sent stay the English ones (county names never change). */
export const LOCATION_FILTER_SW: FilterDefinition = {
  key: 'county',
  label: 'Wapi?',
  options: /* @__PURE__ */ toOptions(BROWSE_LOCATIONS),
};
export const EXPERIENCE_FILTER_SW: FilterDefinition = {
  key: 'experience_level',
  label: 'Kiwango cha uzoefu',
  options: [
    { value: 'Beginner', label: 'Anayeanza' },
    { value: 'Intermediate', label: 'Wa kati' },
    { value: 'Expert', label: 'Bingwa' },
  ],
};
export const RATING_FILTER_SW: FilterDefinition = {
  key: 'rating',
  label: 'Nyota',
  options: [
    { value: '2 stars and below', label: 'Nyota 2 au chini' },
    { value: '3 stars', label: 'Nyota 3' },
    { value: '4 stars and above', label: 'Nyota 4 au zaidi' },
  ],
};
export function categoryFilter(options: readonly FilterOption[], label = 'Category'): FilterDefinition {
  return { key: 'service_category', label, options };
}

/**
 * Filter panels that toggle open and closed (one at a time), plus a text search. Choosing an option
 * closes its panel and reports the new values; Escape closes a panel and returns focus to its trigger.
 */
export function FilterBar({
  filters,
  value,
  onChange,
  searchable = true,
  className,
  labels: partialLabels,
}: FilterBarProps) {
  const labels = useLocaleLabels(defaultLabels, swFilterBarLabels, partialLabels);
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [text, setText] = useState(value.search ?? '');
  const rootRef = useRef<HTMLDivElement>(null);
  const triggers = useRef(new Map<string, HTMLButtonElement>());
  const baseId = useId();

  // The URL may change the search from outside (back button, clear): follow it.
  const [shownSearch, setShownSearch] = useState(value.search);
  if (shownSearch !== value.search) {
    setShownSearch(value.search);
    setText(value.search ?? '');
  }

  // A click outside the bar closes the open panel.
  useEffect(() => {
    if (!openKey) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenKey(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openKey]);

  const closeAndFocus = (key: string) => {
    setOpenKey(null);
    triggers.current.get(key)?.focus();
  };

  const choose = (key: string, option: string | undefined) => {
    onChange({ ...value, [key]: option });
    closeAndFocus(key);
  };

  const onPanelKeyDown = (key: string) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeAndFocus(key);
    }
  };

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    const search = text.trim();
    onChange({ ...value, search: search || undefined });
  };

  const active = filters.some((f) => value[f.key]) || Boolean(value.search);
  const clearAll = () => {
    const cleared: FilterValues = { ...value, search: undefined };
    for (const f of filters) cleared[f.key] = undefined;
    setText('');
    onChange(cleared);
  };

  return (
    <div
      ref={rootRef}
      data-slot="filter-bar"
      role="search"
      aria-label={labels.bar}
      className={cn('flex flex-col gap-3 md:flex-row md:items-start', className)}
    >
      {/* On a phone the chips are one row that scrolls sideways: a chosen filter (a longer chip, the clear
          button) never moves the page below it. Panels then open under the row (positioned on the outer
          box, so the scrolling row does not clip them); from md up, under their own chip. The padding keeps
          the chips' focus outline inside the scrolling box. */}
      <div className="relative min-w-0 md:static">
        <div className="-my-1 flex items-start gap-2 overflow-x-auto p-1 md:flex-wrap md:overflow-visible">
          {filters.map((filter) => {
            const open = openKey === filter.key;
            const panelId = `${baseId}-${filter.key}`;
            const chosen = filter.options.find((o) => o.value === value[filter.key]);
            return (
              <div key={filter.key} className="shrink-0 md:relative">
                <button
                  ref={(node) => {
                    if (node) triggers.current.set(filter.key, node);
                    else triggers.current.delete(filter.key);
                  }}
                  type="button"
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => setOpenKey(open ? null : filter.key)}
                  onKeyDown={onPanelKeyDown(filter.key)}
                  className={cn(
                    'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 py-2 text-sm font-medium transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                    chosen
                      ? 'border-primary bg-primary text-primary-foreground'
                      : 'border-input bg-background hover:bg-accent',
                  )}
                >
                  <span>
                    {filter.label}
                    {chosen ? <span className="font-normal">{`: ${chosen.label}`}</span> : null}
                  </span>
                  <ChevronDown aria-hidden="true" className={cn('size-4', open && 'rotate-180')} />
                </button>
                {open ? (
                  <div
                    id={panelId}
                    role="group"
                    aria-label={filter.label}
                    data-slot="filter-panel"
                    className="absolute start-0 top-full z-40 mt-1 flex max-h-80 w-max max-w-[calc(100vw-2rem)] min-w-48 flex-col overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-lg"
                  >
                    {filter.options.map((option) => (
                      <button
                        key={option.value}
                        type="button"
                        aria-pressed={option.value === value[filter.key]}
                        onClick={() => choose(filter.key, option.value)}
                        onKeyDown={onPanelKeyDown(filter.key)}
                        className={cn(
                          'min-h-10 rounded-sm px-3 py-2 text-start text-sm hover:bg-accent',
                          'focus-visible:outline-2 focus-visible:outline-ring aria-pressed:font-semibold',
                        )}
                      >
                        {option.label}
                      </button>
                    ))}
                    {chosen ? (
                      <button
                        type="button"
                        onClick={() => choose(filter.key, undefined)}
                        onKeyDown={onPanelKeyDown(filter.key)}
                        className="min-h-10 rounded-sm border-t px-3 py-2 text-start text-sm text-muted-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                      >
                        {labels.any}
                      </button>
                    ) : null}
                  </div>
                ) : null}
              </div>
            );
          })}
          {active ? (
            <Button variant="ghost" size="sm" className="min-h-11 shrink-0" onClick={clearAll}>
              <X aria-hidden="true" />
              {labels.clear}
            </Button>
          ) : null}
        </div>
      </div>
      {searchable ? (
        <form onSubmit={submitSearch} className="flex w-full gap-2 md:ms-auto md:max-w-xs">
          <Input
            type="search"
            aria-label={labels.search}
            placeholder={labels.searchPlaceholder}
            value={text}
            maxLength={100}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" size="icon" aria-label={labels.search}>
            <Search aria-hidden="true" />
          </Button>
        </form>
      ) : null}
    </div>
  );
}
