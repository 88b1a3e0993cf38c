import { useInfiniteQuery } from '@tanstack/react-query';
import type { BeautyProfessional, ExperienceLevel, RatingBand } from '@urembo/api-client';
import { ProfessionalCard, ProfessionalCardSkeleton } from '@urembo/ui';
import { useMemo } from 'react';
import { t } from '../../../i18n/index.ts';
import { paths } from '../../../lib/paths.ts';
import { atLeast, maxPriceFilter, professionalsList } from '../../profiles/index.ts';
import { useUrlFilters, type RenderCard } from '../components/browse-page.tsx';
import {
  categoryFilter,
  experienceFilter,
  FilterBarBrowsePage,
  locationFilter,
  maxPriceFilterBar,
  ratingFilter,
} from '../components/filter-bar-browse-page.tsx';
import { useCatalogue } from '../components/catalogue.ts';
import { professionalCardProps, professionalServices } from '../components/vendor-cards.ts';

const FILTER_KEYS = [
  'county',
  'service_category',
  'experience_level',
  'rating',
  'max_price',
  'search',
] as const;

const professionalCard: RenderCard<BeautyProfessional> = (pro, open) => (
  <ProfessionalCard
    headingLevel="h3"
    {...professionalCardProps(pro)}
    services={professionalServices(pro)}
    {...open}
  />
);

/** Business owner home: browse professionals; the server applies every filter (kept in the URL). */
export function BusinessDashboardPage() {
  const [values, setValues] = useUrlFilters(FILTER_KEYS);
  const { categories } = useCatalogue();

  const professionals = useInfiniteQuery(
    professionalsList({
      county: values.county,
      service_category: values.service_category ? Number(values.service_category) : undefined,
      experience_level: values.experience_level as ExperienceLevel | undefined,
      rating: values.rating as RatingBand | undefined,
      max_price: maxPriceFilter(values.max_price),
      search: values.search,
    }),
  );

  // The tree is drawn again when the language changes (LocaleRoot), so the texts follow it.
  const filters = useMemo(
    () => [
      locationFilter(),
      categoryFilter(categories.data ?? []),
      experienceFilter(),
      ratingFilter(),
      maxPriceFilterBar(),
    ],
    [categories.data],
  );

  return (
    <FilterBarBrowsePage
      title={t('business.dashboard.title')}
      searchPlaceholder={t('business.dashboard.searchPlaceholder')}
      filters={filters}
      values={values}
      onChange={setValues}
      failed={professionals.isError}
      query={professionals}
      skeleton={<ProfessionalCardSkeleton />}
      skeletons={6}
      empty={t('business.dashboard.empty')}
      total={(count) => t('business.dashboard.total', { count, atLeast: atLeast(count) })}
      href={(pro) => paths.businessProfessional(pro.id)}
      card={professionalCard}
    />
  );
}
