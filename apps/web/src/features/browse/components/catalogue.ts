import { useQuery } from '@tanstack/react-query';
import { t } from '../../../i18n/index.ts';
import { categoriesQuery, serviceNamesQuery } from '../api/catalogue.ts';

/** What a service id shows as when the catalogue no longer has it (call it while rendering). */
export function unknownService(): string {
  return t('shared.catalogue.unknownService');
}

/** Service categories and services, for filters and for naming the services of a business. */
export function useCatalogue() {
  return { categories: useQuery(categoriesQuery), services: useQuery(serviceNamesQuery) };
}

/**
 * A service's name, for a vendor that lists only service ids: '…' while the names load,
 * `unknownService()` for an id the catalogue no longer has.
 */
export function serviceName(
  names: { data?: ReadonlyMap<number, string> | undefined; isPending: boolean },
  serviceId: number,
): string {
  return names.data?.get(serviceId) ?? (names.isPending ? '…' : unknownService());
}
