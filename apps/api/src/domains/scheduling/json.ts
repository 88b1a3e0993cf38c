import type { Locale } from '@urembo/i18n';
import { localName } from '../catalog/index.ts';
import type { Vendor } from './queries.ts';
import type { StoredSchedule } from './rules.ts';

/** A vendor's menu, the services named in the reader's language. */
export function menuJson(
  vendor: Vendor,
  items: { service: number; name: string; priceKes: number; durationMinutes: number }[],
  locale: Locale,
) {
  return {
    vendor: vendor.id,
    categories: vendor.categoryId === null ? [] : [vendor.categoryId, ...vendor.extraCategoryIds],
    items: items.map((item) => ({
      service: item.service,
      name: localName(item.name, locale),
      price_kes: item.priceKes,
      duration_minutes: item.durationMinutes,
    })),
  };
}

export function scheduleJson(vendor: Vendor, schedule: StoredSchedule) {
  return {
    vendor: vendor.id,
    timezone: 'Africa/Nairobi' as const,
    weekly: schedule.weekly,
    exceptions: schedule.exceptions,
    buffer_minutes: schedule.bufferMinutes,
    capacity: schedule.capacity,
    places: schedule.places,
    is_available: vendor.isAvailable,
  };
}

/** What every answer about a vendor's slots says first: whose, for which service, how long and at what price. */
export function offeringJson(
  vendor: Vendor,
  item: { service: number; priceKes: number; durationMinutes: number },
) {
  return {
    vendor: vendor.id,
    service: item.service,
    timezone: 'Africa/Nairobi' as const,
    duration_minutes: item.durationMinutes,
    price_kes: item.priceKes,
  };
}
