import { counties as allCounties, subCountiesOf } from '@urembo/kenya';
import type { ComponentProps, ReactNode } from 'react';

import {
  cn,
  Field,
  Select,
  SelectItem,
  useControllableState,
  useLocaleLabels,
} from '../../primitives/index.ts';

export interface CountySubCountySelectProps extends Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> {
  county?: string;
  defaultCounty?: string;
  onCountyChange?: (county: string) => void;
  subCounty?: string;
  defaultSubCounty?: string;
  /** Also called with '' when the county changes, since the old sub-county no longer applies. */
  onSubCountyChange?: (subCounty: string) => void;
  /** County names to offer; all 47 by default. */
  countyOptions?: readonly string[];
  countyError?: ReactNode;
  subCountyError?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Form field names, for native form submission. */
  countyName?: string;
  subCountyName?: string;
  labels?: Partial<CountySubCountySelectLabels>;
}

export interface CountySubCountySelectLabels {
  county: ReactNode;
  subCounty: ReactNode;
  countyPlaceholder: string;
  subCountyPlaceholder: string;
}

const defaultLabels: CountySubCountySelectLabels = {
  county: 'County',
  subCounty: 'Sub-county',
  countyPlaceholder: 'Select county',
  subCountyPlaceholder: 'Select sub-county',
};

/** Kiswahili defaults (what a LocaleProvider with 'sw' picks); pass them as `labels` to choose them yourself. */
export const swCountySubCountySelectLabels: CountySubCountySelectLabels = {
  county: 'Kaunti',
  subCounty: 'Kaunti ndogo',
  countyPlaceholder: 'Chagua kaunti',
  subCountyPlaceholder: 'Chagua kaunti ndogo',
};

const allCountyNames = allCounties.map((county) => county.name);

/** County then sub-county: the second stays disabled until a county is chosen and resets when it changes. */
export function CountySubCountySelect({
  county,
  defaultCounty = '',
  onCountyChange,
  subCounty,
  defaultSubCounty = '',
  onSubCountyChange,
  countyOptions = allCountyNames,
  countyError,
  subCountyError,
  required = false,
  disabled = false,
  countyName,
  subCountyName,
  labels: partialLabels,
  className,
  ...props
}: CountySubCountySelectProps) {
  const labels = useLocaleLabels(defaultLabels, swCountySubCountySelectLabels, partialLabels);
  const [currentCounty, setCounty] = useControllableState(county, defaultCounty, onCountyChange);
  const [currentSubCounty, setSubCounty] = useControllableState(
    subCounty,
    defaultSubCounty,
    onSubCountyChange,
  );
  const subCounties = currentCounty ? subCountiesOf(currentCounty) : [];

  const chooseCounty = (next: string) => {
    if (next === currentCounty) return;
    setCounty(next);
    setSubCounty('');
  };

  return (
    <div
      data-slot="county-sub-county-select"
      className={cn('grid grid-cols-1 gap-4 sm:grid-cols-2', className)}
      {...props}
    >
      <Field label={labels.county} error={countyError} required={required}>
        <Select
          value={currentCounty}
          onValueChange={chooseCounty}
          disabled={disabled}
          name={countyName}
          placeholder={labels.countyPlaceholder}
        >
          {countyOptions.map((name) => (
            <SelectItem key={name} value={name}>
              {name}
            </SelectItem>
          ))}
        </Select>
      </Field>
      <Field label={labels.subCounty} error={subCountyError} required={required}>
        <Select
          value={currentSubCounty}
          onValueChange={setSubCounty}
          disabled={disabled || !currentCounty}
          name={subCountyName}
          placeholder={labels.subCountyPlaceholder}
        >
          {subCounties.map((name) => (
            <SelectItem key={name} value={name}>
              {name}
            </SelectItem>
          ))}
        </Select>
      </Field>
    </div>
  );
}
