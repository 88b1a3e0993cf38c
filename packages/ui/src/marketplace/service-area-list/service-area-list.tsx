import { MapPinPlus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, type ComponentProps, type ReactNode } from 'react';

import { Button, cn, Field, Input, useControllableState, useLocaleLabels } from '../../primitives/index.ts';
import { CountySubCountySelect } from '../county-sub-county-select/index.ts';

/** One area of home visits: a county, one of its sub-counties ('' for all of it), and the travel fee there. */
export interface ServiceAreaValue {
  county: string;
  /** '' for the whole county. */
  subCounty: string;
  /** Whole shillings as typed (e.g. '500'); the form around the list checks it. */
  travelFeeKes: string;
}

/** The messages of one area's fields. */
export interface ServiceAreaErrors {
  county?: ReactNode;
  subCounty?: ReactNode;
  travelFeeKes?: ReactNode;
}

export type ServiceAreaField = keyof ServiceAreaErrors;

export interface ServiceAreaListLabels {
  county: ReactNode;
  subCounty: ReactNode;
  countyPlaceholder: string;
  /** What the sub-county shows while none is chosen: the whole county is served. */
  wholeCounty: string;
  /** Puts an area back on its whole county once a sub-county is chosen. */
  useWholeCounty: string;
  travelFee: ReactNode;
  /** A row's title: the area it covers, or `newArea` before a county is chosen. */
  areaName: (county: string, subCounty: string) => string;
  newArea: string;
  add: string;
  remove: string;
  /** The accessible name of a row's remove button. */
  removeNamed: (name: string) => string;
  /** Shown when the list is empty. */
  empty: ReactNode;
  /** Shown once the list holds `max` areas. */
  limit: (max: number) => string;
}

const defaultLabels: ServiceAreaListLabels = {
  county: 'County',
  subCounty: 'Sub-county',
  countyPlaceholder: 'Select county',
  wholeCounty: 'Whole county',
  useWholeCounty: 'Cover the whole county',
  travelFee: 'Travel fee (KES)',
  areaName: (county, subCounty) => (subCounty ? `${subCounty}, ${county}` : `${county}, whole county`),
  newArea: 'New area',
  add: 'Add an area',
  remove: 'Remove',
  removeNamed: (name) => `Remove ${name}`,
  empty: 'No areas listed: you visit clients anywhere, with no travel fee.',
  limit: (max) => `Up to ${max} areas.`,
};

/** Kiswahili defaults (what a LocaleProvider with 'sw' picks); pass them as `labels` to choose them yourself. */
export const swServiceAreaListLabels: ServiceAreaListLabels = {
  county: 'Kaunti',
  subCounty: 'Kaunti ndogo',
  countyPlaceholder: 'Chagua kaunti',
  wholeCounty: 'Kaunti nzima',
  useWholeCounty: 'Hudumia kaunti nzima',
  travelFee: 'Nauli ya safari (KES)',
  areaName: (county, subCounty) => (subCounty ? `${subCounty}, ${county}` : `${county}, kaunti nzima`),
  newArea: 'Eneo jipya',
  add: 'Ongeza eneo',
  remove: 'Ondoa',
  removeNamed: (name) => `Ondoa ${name}`,
  empty: 'Hujaorodhesha maeneo: unawatembelea wateja popote, bila nauli ya safari.',
  limit: (max) => `Hadi maeneo ${max}.`,
};

export interface ServiceAreaListProps extends Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> {
  value?: readonly ServiceAreaValue[];
  defaultValue?: readonly ServiceAreaValue[];
  onChange?: (areas: ServiceAreaValue[]) => void;
  /** The messages of each area's fields, by position. */
  errors?: readonly (ServiceAreaErrors | undefined)[];
  /** At most this many areas (100 by default). */
  max?: number;
  /** The fee a new area starts with ('0' by default). */
  newFee?: string;
  disabled?: boolean;
  /** Each area's controls as they mount (null as they go), e.g. for a form to focus the one it marks. */
  fieldRef?: (index: number, field: ServiceAreaField, element: HTMLElement | null) => void;
  labels?: Partial<ServiceAreaListLabels>;
}

/**
 * Where a vendor makes home visits: areas of a county (or all of it), each with its travel fee, added and
 * removed one by one.
 */
export function ServiceAreaList({
  value,
  defaultValue = [],
  onChange,
  errors,
  max = 100,
  newFee = '0',
  disabled = false,
  fieldRef,
  labels: partialLabels,
  className,
  ...props
}: ServiceAreaListProps) {
  const labels = useLocaleLabels(defaultLabels, swServiceAreaListLabels, partialLabels);
  const id = useId();
  const [areas, setAreas] = useControllableState(
    value,
    defaultValue,
    onChange as ((next: readonly ServiceAreaValue[]) => void) | undefined,
  );
  const rows = useRef(new Map<number, HTMLElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  // A new area's county takes the focus once drawn; a removed one hands it to the add button.
  const focusNext = useRef<number | 'add' | null>(null);
  const count = areas.length;
  useEffect(() => {
    const next = focusNext.current;
    if (next === null) return;
    focusNext.current = null;
    (next === 'add' ? addButton.current : rows.current.get(next)?.querySelector('select'))?.focus();
  }, [count]);

  const atMax = count >= max;
  const change = (index: number, changed: Partial<ServiceAreaValue>) =>
    setAreas(areas.map((area, at) => (at === index ? { ...area, ...changed } : area)));
  const add = () => {
    focusNext.current = count;
    setAreas([...areas, { county: '', subCounty: '', travelFeeKes: newFee }]);
  };
  const removeAt = (index: number) => {
    focusNext.current = 'add';
    setAreas(areas.filter((_, at) => at !== index));
  };

  return (
    <div data-slot="service-area-list" className={cn('flex flex-col gap-3', className)} {...props}>
      {count === 0 ? (
        <p data-slot="service-area-list-empty" className="text-sm text-muted-foreground">
          {labels.empty}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {areas.map((area, index) => {
            const name = area.county ? labels.areaName(area.county, area.subCounty) : labels.newArea;
            const titleId = `${id}-${index}-title`;
            return (
              <li key={index} data-slot="service-area" className="rounded-md border p-3">
                <div role="group" aria-labelledby={titleId} className="flex flex-col gap-3">
                  <div className="flex items-center justify-between gap-2">
                    <p id={titleId} className="min-w-0 font-medium break-words">
                      {name}
                    </p>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={labels.removeNamed(name)}
                      disabled={disabled}
                      onClick={() => removeAt(index)}
                    >
                      <Trash2 aria-hidden="true" />
                      {labels.remove}
                    </Button>
                  </div>
                  <CountySubCountySelect
                    ref={(element) => {
                      if (element) rows.current.set(index, element);
                      else rows.current.delete(index);
                      const [county = null, subCounty = null] = element?.querySelectorAll('select') ?? [];
                      fieldRef?.(index, 'county', county);
                      fieldRef?.(index, 'subCounty', subCounty);
                    }}
                    county={area.county}
                    subCounty={area.subCounty}
                    onCountyChange={(county) => change(index, { county, subCounty: '' })}
                    // '' comes only with a new county, already cleared above (from this render's areas, so a
                    // second change now would put the old county back).
                    onSubCountyChange={(subCounty) => {
                      if (subCounty) change(index, { subCounty });
                    }}
                    countyError={errors?.[index]?.county}
                    subCountyError={errors?.[index]?.subCounty}
                    disabled={disabled}
                    required
                    labels={{
                      county: labels.county,
                      subCounty: labels.subCounty,
                      countyPlaceholder: labels.countyPlaceholder,
                      subCountyPlaceholder: labels.wholeCounty,
                    }}
                  />
                  {area.subCounty ? (
                    <Button
                      variant="link"
                      size="sm"
                      className="self-start px-0"
                      disabled={disabled}
                      aria-describedby={titleId}
                      onClick={() => {
                        change(index, { subCounty: '' });
                        // The button goes: the sub-county select, now on the whole county, takes the focus.
                        rows.current.get(index)?.querySelectorAll('select')[1]?.focus();
                      }}
                    >
                      {labels.useWholeCounty}
                    </Button>
                  ) : null}
                  <Field
                    label={labels.travelFee}
                    error={errors?.[index]?.travelFeeKes}
                    className="sm:max-w-48"
                  >
                    <Input
                      ref={(element) => fieldRef?.(index, 'travelFeeKes', element)}
                      inputMode="numeric"
                      autoComplete="off"
                      value={area.travelFeeKes}
                      disabled={disabled}
                      onChange={(event) => change(index, { travelFeeKes: event.target.value })}
                    />
                  </Field>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button
          ref={addButton}
          variant="outline"
          disabled={disabled || atMax}
          aria-describedby={atMax ? `${id}-limit` : undefined}
          onClick={add}
        >
          <MapPinPlus aria-hidden="true" />
          {labels.add}
        </Button>
        {atMax ? (
          <span id={`${id}-limit`} className="text-sm text-muted-foreground">
            {labels.limit(max)}
          </span>
        ) : null}
      </div>
    </div>
  );
}
