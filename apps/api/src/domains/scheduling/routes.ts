import { addDays, isRealDate } from '@urembo/kenya';
import { badRequest, forbidden, type FieldErrors } from '../../http/errors.ts';
import type { Router, SignedInContext } from '../../http/route.ts';
import { appointmentsAround } from './free.ts';
import { menuJson, scheduleJson } from './json.ts';
import {
  catalogueIds,
  loadMenu,
  loadSchedule,
  loadVendor,
  loadVendorOffering,
  saveMenu,
  saveSchedule,
  setAvailability,
} from './queries.ts';
import { checkMenu, checkSchedule } from './rules.ts';
import { freeDays, freeSlots, MAX_STRIP_DAYS } from './slots.ts';

const NOT_YOURS = 'You can only change your own schedule and menu.';

/** The signed-in vendor whose id is in the path; anyone else may only read. */
async function ownVendor({
  params,
  user,
  deps,
}: SignedInContext<'updateVendorMenu' | 'updateVendorSchedule'>) {
  if (params.id !== user.id) throw forbidden(NOT_YOURS);
  return loadVendor(deps.db, params.id);
}

export function schedulingRoutes(router: Router): void {
  const vendors = { access: { roles: ['Beauty Professional', 'Business Owner'] } } as const;

  router.route('getVendorMenu', { access: 'public' }, async ({ params, request, deps }) => {
    const vendor = await loadVendor(deps.db, params.id);
    return menuJson(vendor, await loadMenu(deps.db, vendor.id), request.locale);
  });

  router.route('updateVendorMenu', vendors, async (ctx) => {
    const vendor = await ownVendor(ctx);
    const checked = checkMenu(ctx.body, await catalogueIds(ctx.deps.db));
    if ('errors' in checked) throw badRequest(checked.errors);
    await ctx.deps.db.transaction((tx) => saveMenu(tx, vendor, checked.entries, ctx.body.categories));
    const saved = await loadVendor(ctx.deps.db, vendor.id);
    return menuJson(saved, await loadMenu(ctx.deps.db, vendor.id), ctx.request.locale);
  });

  router.route('getVendorSchedule', { access: 'public' }, async ({ params, deps }) => {
    const vendor = await loadVendor(deps.db, params.id);
    return scheduleJson(vendor, vendor.schedule);
  });

  router.route('updateVendorSchedule', vendors, async (ctx) => {
    const vendor = await ownVendor(ctx);
    const checked = checkSchedule(ctx.body, vendor.userType, vendor.schedule);
    if ('errors' in checked) throw badRequest(checked.errors);
    const available = ctx.body.is_available;
    await ctx.deps.db.transaction(async (tx) => {
      await saveSchedule(tx, vendor.id, checked.schedule);
      if (available !== undefined) await setAvailability(tx, vendor, available);
    });
    return scheduleJson(
      { ...vendor, isAvailable: available ?? vendor.isAvailable },
      await loadSchedule(ctx.deps.db, vendor.id),
    );
  });

  // One round trip: the vendor with its schedule and the service, and the appointments, read at once.
  router.route('getVendorSlots', { access: 'public' }, async ({ params, query, deps }) => {
    const errors: FieldErrors = {};
    if (query.date === undefined && query.from === undefined)
      errors.date = ['Give a date, or from and days.'];
    for (const field of ['date', 'from'] as const) {
      const value = query[field];
      if (value !== undefined && !isRealDate(value))
        errors[field] = ['Date has wrong format. Use YYYY-MM-DD.'];
    }
    if (Object.keys(errors).length) throw badRequest(errors);
    const first = (query.date ?? query.from)!;
    const days = query.date !== undefined ? 1 : Math.min(query.days ?? 14, MAX_STRIP_DAYS);
    const now = new Date();
    const [{ vendor, item }, appointments] = await Promise.all([
      loadVendorOffering(deps.db, params.id, query.service, now),
      appointmentsAround(deps.db, params.id, { first, last: addDays(first, days - 1) }),
    ]);
    if (!item) throw badRequest({ service: ['This vendor does not offer that service.'] });

    const plan = { schedule: vendor.schedule, appointments, now, durationMinutes: item.durationMinutes };
    const about = {
      vendor: vendor.id,
      service: item.service,
      timezone: 'Africa/Nairobi' as const,
      duration_minutes: item.durationMinutes,
      price_kes: item.priceKes,
    };
    if (query.date !== undefined) return { ...about, date: query.date, slots: freeSlots(query.date, plan) };
    return { ...about, days: freeDays(first, days, plan) };
  });
}
