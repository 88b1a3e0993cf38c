// Service menus of the fixture vendors (GET /api/vendors/{id}/menu/), priced as Nairobi and Mombasa
// salons price them, and browse lists whose `price_from` and `max_price` follow those menus. Kept apart
// from fixtures.ts so the scheduling stories can grow their own data.
import type { Schemas } from '@urembo/api-client';
import { businesses, page, professionals, services } from './fixtures.ts';
import { http, type Handlers } from './handlers.ts';

/** KES per catalogue service, e.g. box braids 4,500, a haircut 500. */
const PRICES: Record<number, number> = {
  1: 4500,
  2: 1500,
  3: 500,
  4: 2000,
  5: 1500,
  6: 1000,
  7: 1800,
  8: 3500,
  9: 2500,
  10: 2000,
  11: 8000,
};

/** A fixture vendor's menu: its services at the prices above and the catalogue's durations, cheapest first. */
export function menuOf(vendorId: number): Schemas['VendorMenu'] | undefined {
  const offered =
    professionals.find((p) => p.id === vendorId)?.services ??
    businesses.find((b) => b.id === vendorId)?.services_business;
  if (!offered) return undefined;
  const items = services
    .filter((service) => offered.includes(service.id))
    .map((service) => ({
      service: service.id,
      name: service.name,
      price_kes: PRICES[service.id] ?? 1000,
      duration_minutes: service.duration_minutes,
    }))
    .sort((a, b) => a.price_kes - b.price_kes);
  const categories = [
    ...new Set(services.filter((s) => offered.includes(s.id)).map((s) => s.service_category)),
  ].slice(0, 3);
  return { vendor: vendorId, categories, items };
}

/** Every fixture vendor's menu; 404 for an id no fixture has. */
export const menus: Handlers = {
  menu: http.get('/api/vendors/{id}/menu/', ({ params, response }) => {
    const menu = menuOf(Number(params.id));
    return menu ? response(200).json(menu) : response(404).json({ detail: 'Not found.' });
  }),
};

/** A vendor who has not priced anything yet. */
export const emptyMenu: Handlers = {
  menu: http.get('/api/vendors/{id}/menu/', ({ params, response }) =>
    response(200).json({ vendor: Number(params.id), categories: [], items: [] }),
  ),
};

/** The vendors of a list with the cheapest price of their menu, under the ceiling when one is asked for. */
function pricedUnder<Vendor extends { id: number; price_from: number | null }>(
  vendors: readonly Vendor[],
  maxPrice: string | null,
): Vendor[] {
  return vendors
    .map((vendor) => ({ ...vendor, price_from: menuOf(vendor.id)?.items[0]?.price_kes ?? null }))
    .filter((vendor) => !maxPrice || (vendor.price_from !== null && vendor.price_from <= Number(maxPrice)));
}

/**
 * The browse lists as the server filters them by ?max_price= (vendors with a service at or below it):
 * Kevin Otieno from KES 500, Amina Hassan and Glow Studio from 1,000, Wanjiru Kamau and Kinky Hair
 * Lounge from 1,500, Faith Chebet and Nyali Beauty Spa from 2,000.
 */
export const pricedLists: Handlers = {
  professionals: http.get('/api/beauty-professionals/', ({ query, response }) =>
    response(200).json(page(pricedUnder(professionals, query.get('max_price')))),
  ),
  businesses: http.get('/api/business-owners/', ({ query, response }) =>
    response(200).json(page(pricedUnder(businesses, query.get('max_price')))),
  ),
};
