import type { ExperienceLevel, RatingBand } from '@urembo/api-client';
import { BROWSE_LOCATIONS } from '@urembo/kenya';
import { FilterBar, type FilterDefinition, type FilterValues } from '@urembo/ui';
import { t, type MessageId } from '../../../i18n/index.ts';
import {
  BrowsePage,
  BrowseSection,
  maxPriceOptions,
  maxPriceLabel,
  type BrowseSectionProps,
  type Listed,
} from './browse-page.tsx';

// Apart from browse-page.tsx so that the customer home, which has no filter bar, does not load it.

// The standard filters with the app's texts; the values are the API's.
const EXPERIENCE: Record<ExperienceLevel, MessageId> = {
  Beginner: 'shared.experience.beginner',
  Intermediate: 'shared.experience.intermediate',
  Expert: 'shared.experience.expert',
};
const RATINGS: Record<RatingBand, MessageId> = {
  '2 stars and below': 'shared.browse.rating.low',
  '3 stars': 'shared.browse.rating.three',
  '4 stars and above': 'shared.browse.rating.high',
};
const options = (texts: Record<string, MessageId>) =>
  Object.entries(texts).map(([value, id]) => ({ value, label: t(id) }));

/** Where: county names read the same in both languages. */
export const locationFilter = (): FilterDefinition => ({
  key: 'county',
  label: t('shared.browse.where'),
  options: BROWSE_LOCATIONS.map((place) => ({ value: place, label: place })),
});
export const experienceFilter = (): FilterDefinition => ({
  key: 'experience_level',
  label: t('shared.browse.experience'),
  options: options(EXPERIENCE),
});
export const ratingFilter = (): FilterDefinition => ({
  key: 'rating',
  label: t('shared.browse.ratings'),
  options: options(RATINGS),
});

/** The service categories the catalogue offers (names as the API gives them). */
export function categoryFilter(categories: readonly { id: number; name: string }[]): FilterDefinition {
  return {
    key: 'service_category',
    label: t('shared.browse.category'),
    options: categories.map((category) => ({ value: String(category.id), label: category.name })),
  };
}

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
