import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { BeautyProfessional, BusinessOwner } from '@urembo/api-client';
import { BROWSE_LOCATIONS } from '@urembo/kenya';
import {
  BusinessCard,
  BusinessCardSkeleton,
  Button,
  Input,
  Label,
  ProfessionalCard,
  ProfessionalCardSkeleton,
  Select,
  SelectItem,
} from '@urembo/ui';
import { Search } from 'lucide-react';
import { useCallback, useDeferredValue, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { t } from '../../../i18n/index.ts';
import { paths } from '../../../lib/paths.ts';
import {
  BrowsePage,
  BrowseSection,
  maxPriceOptions,
  useUrlFilters,
  type RenderCard,
} from '../components/browse-page.tsx';
import { serviceNamesQuery } from '../api/catalogue.ts';
import {
  browseFilters,
  businessesBrowse,
  maxPriceFilter,
  professionalsBrowse,
} from '../../profiles/index.ts';
import { serviceName } from '../components/catalogue.ts';
import { businessCardProps, professionalCardProps } from '../components/vendor-cards.ts';

const ALL_LOCATIONS = 'all';
const ANY_PRICE = 'any';
const FILTER_KEYS = ['search', 'county', 'max_price'] as const;

const professionalCard: RenderCard<BeautyProfessional> = (pro, open) => (
  <ProfessionalCard {...professionalCardProps(pro)} services={pro.services_detail} {...open} />
);

/** Browse professionals and businesses; the server applies the search, the location and the price ceiling. */
export function CustomerHomePage() {
  const [values, setValues] = useUrlFilters(FILTER_KEYS);
  const [draft, setDraft] = useState(values.search ?? '');
  const serviceNames = useQuery(serviceNamesQuery);

  const [params] = useSearchParams();
  const filters = browseFilters(params);
  const professionals = useInfiniteQuery(professionalsBrowse(filters));
  const businesses = useInfiniteQuery(businessesBrowse(filters));

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setValues({ ...values, search: draft.trim() });
  };

  // Deferred like the lists (see BrowseSection): a business's card names its services.
  const names = useDeferredValue(serviceNames.data);
  const namesPending = useDeferredValue(serviceNames.isPending);
  const businessCard = useCallback<RenderCard<BusinessOwner>>(
    (business, open) => (
      <BusinessCard
        {...businessCardProps(business)}
        services={business.services_business.map((id) => ({
          id,
          name: serviceName({ data: names, isPending: namesPending }, id),
        }))}
        {...open}
      />
    ),
    [names, namesPending],
  );

  return (
    <BrowsePage
      title={t('customer.home.title')}
      failed={professionals.isError || businesses.isError}
      filters={
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <form role="search" onSubmit={onSearch} className="flex flex-1 items-end gap-2">
            <div className="flex flex-1 flex-col gap-1.5">
              <Label htmlFor="customer-search">{t('customer.home.search')}</Label>
              <Input
                id="customer-search"
                type="search"
                value={draft}
                maxLength={100}
                placeholder={t('customer.home.searchPlaceholder')}
                onChange={(event) => setDraft(event.target.value)}
              />
            </div>
            <Button type="submit" size="icon" aria-label={t('customer.home.searchButton')}>
              <Search aria-hidden="true" />
            </Button>
          </form>
          <div className="flex flex-col gap-1.5 sm:w-56">
            <Label htmlFor="customer-location">{t('customer.home.location')}</Label>
            <Select
              id="customer-location"
              value={values.county || ALL_LOCATIONS}
              onValueChange={(value) =>
                setValues({ ...values, county: value === ALL_LOCATIONS ? undefined : value })
              }
            >
              <SelectItem value={ALL_LOCATIONS}>{t('customer.home.allLocations')}</SelectItem>
              {BROWSE_LOCATIONS.map((location) => (
                <SelectItem key={location} value={location}>
                  {location}
                </SelectItem>
              ))}
            </Select>
          </div>
          <div className="flex flex-col gap-1.5 sm:w-40">
            <Label htmlFor="customer-max-price">{t('customer.home.maxPrice')}</Label>
            <Select
              id="customer-max-price"
              value={String(maxPriceFilter(values.max_price) ?? ANY_PRICE)}
              onValueChange={(value) =>
                setValues({ ...values, max_price: value === ANY_PRICE ? undefined : value })
              }
            >
              <SelectItem value={ANY_PRICE}>{t('customer.home.anyPrice')}</SelectItem>
              {maxPriceOptions().map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </Select>
          </div>
        </div>
      }
    >
      <BrowseSection
        id="professionals-heading"
        title={t('customer.home.professionals')}
        query={professionals}
        skeleton={<ProfessionalCardSkeleton />}
        empty={t('customer.home.noProfessionals')}
        more={t('customer.home.moreProfessionals')}
        href={(pro) => paths.customerProfessional(pro.id)}
        card={professionalCard}
      />
      <BrowseSection
        id="businesses-heading"
        title={t('customer.home.businesses')}
        query={businesses}
        skeleton={<BusinessCardSkeleton />}
        empty={t('customer.home.noBusinesses')}
        more={t('customer.home.moreBusinesses')}
        href={(business) => paths.customerBusiness(business.id)}
        card={businessCard}
      />
    </BrowsePage>
  );
}
