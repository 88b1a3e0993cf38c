import { FilterBar, type FilterDefinition, type FilterValues } from '@urembo/ui';
import { t } from '../../i18n/index.ts';
import {
  BrowsePage,
  BrowseSection,
  maxPriceOptions,
  maxPriceLabel,
  type BrowseSectionProps,
  type Listed,
} from './browse-page.tsx';

// Apart from browse-page.tsx so that the customer home, which has no filter bar, does not load it.

/** The filter bar's price ceiling (the value is the ceiling in KES, `max_price` in the URL). */
export function maxPriceFilterBar(): FilterDefinition {
  return { key: 'max_price', label: maxPriceLabel(), options: maxPriceOptions() };
}

/**
 * A browse page of one kind of vendor under the filter bar (business dashboard, professional home): the
 * page's h1 says what is listed, so the list's own heading is for screen readers.
 */
export function FilterBarBrowsePage<Item extends Listed>({
  title,
  searchPlaceholder,
  filters,
  values,
  onChange,
  failed,
  ...list
}: {
  title: string;
  searchPlaceholder: string;
  filters: readonly FilterDefinition[];
  values: FilterValues;
  onChange: (next: FilterValues) => void;
  failed: boolean;
} & Omit<BrowseSectionProps<Item>, 'id' | 'title' | 'titleHidden' | 'more'>) {
  return (
    <BrowsePage
      title={title}
      failed={failed}
      filters={
        <FilterBar filters={filters} value={values} onChange={onChange} labels={{ searchPlaceholder }} />
      }
    >
      <BrowseSection
        id="results-heading"
        title={t('shared.browse.results')}
        titleHidden
        more={t('shared.browse.loadMore')}
        {...list}
      />
    </BrowsePage>
  );
}
