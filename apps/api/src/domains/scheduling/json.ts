import type { Locale } from '@urembo/i18n';
import { localName } from '../catalog/index.ts';
import type { StaffMember, StoredBlock, Vendor } from './queries.ts';
import type { ServiceArea, StoredSchedule } from './rules.ts';

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

export function scheduleJson(vendor: Vendor, schedule: StoredSchedule, areas: ServiceArea[]) {
  return {
    vendor: vendor.id,
    timezone: 'Africa/Nairobi' as const,
    weekly: schedule.weekly,
    exceptions: schedule.exceptions,
    buffer_minutes: schedule.bufferMinutes,
    capacity: schedule.capacity,
    places: schedule.places,
    is_available: vendor.isAvailable,
    instant_booking: schedule.instantBooking,
    travel_minutes: schedule.travelMinutes,
    service_areas: areas.map((area) => ({
      county: area.county,
      sub_county: area.subCounty,
      travel_fee_kes: area.travelFeeKes,
    })),
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

export function blockJson(block: StoredBlock) {
  return {
    id: block.id,
    vendor: block.vendorId,
    staff_id: block.staffId,
    date: block.date,
    start_time: block.startTime.slice(0, 5),
    end_time: block.endTime.slice(0, 5),
    repeats_weekly: block.repeatsWeekly,
    note: block.note,
  };
}

/** A staff member as clients and the owner read her: every service of the menu when the owner chose none. */
export function staffMemberJson(member: StaffMember, menu: readonly number[]) {
  const every = member.serviceIds === null;
  return {
    id: member.id,
    name: member.name,
    profile_pic: member.profilePic,
    rating: Math.round(Number(member.ratingAvg) * 10) / 10,
    review_count: member.reviewCount,
    service_ids: every ? [...menu] : menu.filter((id) => member.serviceIds!.includes(id)),
    every_service: every,
    weekly: member.weekly,
  };
}
