import { useInfiniteQuery } from '@tanstack/react-query';
import type { BeautyProfessional, ExperienceLevel, RatingBand } from '@urembo/api-client';
import {
  categoryFilter,
  EXPERIENCE_FILTER,
  EXPERIENCE_FILTER_SW,
  LOCATION_FILTER,
  LOCATION_FILTER_SW,
  ProfessionalCard,
  ProfessionalCardSkeleton,
  RATING_FILTER,
  RATING_FILTER_SW,
} from '@urembo/ui';
import { useMemo } from 'react';
import { currentLocale, t } from '../../i18n/index.ts';
import { paths } from '../../lib/paths.ts';
import { maxPriceFilter, professionalsList } from '../../queries/professionals.ts';
import { useUrlFilters, type RenderCard } from '../shared/browse-page.tsx';
import { FilterBarBrowsePage, maxPriceFilterBar } from '../shared/filter-bar-browse-page.tsx';
import { useCatalogue } from '../shared/catalogue.ts';
import { professionalCardProps, professionalServices } from '../shared/vendor-cards.ts';

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

  const sw = currentLocale() === 'sw';
  const filters = useMemo(
    () => [
      sw ? LOCATION_FILTER_SW : LOCATION_FILTER,
      categoryFilter((categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))),
      sw ? EXPERIENCE_FILTER_SW : EXPERIENCE_FILTER,
      sw ? RATING_FILTER_SW : RATING_FILTER,
      maxPriceFilterBar(),
    ],
    [categories.data, sw],
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
      total={(n) => t('business.dashboard.total', { count: n })}
      href={(pro) => paths.businessProfessional(pro.id)}
      card={professionalCard}
    />
  );
}
