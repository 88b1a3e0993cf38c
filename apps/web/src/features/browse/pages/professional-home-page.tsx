import { useInfiniteQuery } from '@tanstack/react-query';
import type { BusinessOwner, RatingBand } from '@urembo/api-client';
import { BusinessCard, BusinessCardSkeleton } from '@urembo/ui';
import { useCallback, useMemo } from 'react';
import { t } from '../../../i18n/index.ts';
import { paths } from '../../../lib/paths.ts';
import { atLeast, businessesList, maxPriceFilter } from '../../profiles/index.ts';
import { useUrlFilters, type RenderCard } from '../components/browse-page.tsx';
import {
  categoryFilter,
  FilterBarBrowsePage,
  locationFilter,
  maxPriceFilterBar,
  ratingFilter,
} from '../components/filter-bar-browse-page.tsx';
import { useCatalogue } from '../components/catalogue.ts';
import { businessCardProps } from '../components/vendor-cards.ts';

const FILTER_KEYS = ['county', 'service_category', 'rating', 'max_price', 'search'] as const;
/** Spec section 9: the categories offered on the professional home. */
const HOME_CATEGORIES = ['Manicure and Pedicure', 'Tattoos', 'Spas', 'Waxing Services'];

/** Professional home: browse businesses; every filter is applied by the server and kept in the URL. */
export function ProfessionalHomePage() {
  const [values, setValues] = useUrlFilters(FILTER_KEYS);
  const { categories, services } = useCatalogue();

  const businesses = useInfiniteQuery(
    businessesList({
      county: values.county,
      service_category: values.service_category ? Number(values.service_category) : undefined,
      rating: values.rating as RatingBand | undefined,
      max_price: maxPriceFilter(values.max_price),
      search: values.search,
    }),
  );

  const filters = useMemo(() => {
    const all = categories.data ?? [];
    const listed = all.filter((c) => HOME_CATEGORIES.includes(c.key));
    return [
      locationFilter(),
      categoryFilter(listed.length ? listed : all),
      ratingFilter(),
      maxPriceFilterBar(),
    ];
  }, [categories.data]);

  const businessCard = useCallback<RenderCard<BusinessOwner>>(
    (business, open) => (
      <BusinessCard
        {...businessCardProps(business)}
        services={business.services_business.map((id) => ({ id, name: services.data?.get(id) }))}
        {...open}
      />
    ),
    [services.data],
  );

  return (
    <FilterBarBrowsePage
      title={t('professional.home.title')}
      searchPlaceholder={t('professional.home.search')}
      filters={filters}
      values={values}
      onChange={setValues}
      failed={businesses.isError || categories.isError}
      query={businesses}
      skeleton={<BusinessCardSkeleton />}
      empty={t('professional.home.empty')}
      total={(count) => t('professional.home.total', { count, atLeast: atLeast(count) })}
      href={(business) => paths.professionalBusiness(business.id)}
      card={businessCard}
    />
  );
}
