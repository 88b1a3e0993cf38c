import type { Router } from '../../http/route.ts';
import { updateMenu, updateSchedule } from './commands.ts';
import { slotPlan } from './free.ts';
import { menuJson, offeringJson, scheduleJson } from './json.ts';
import { loadMenu, loadSchedule, loadVendor } from './queries.ts';
import { slotDays } from './rules.ts';
import { freeDays, freeSlots } from './slots.ts';

export function schedulingRoutes(router: Router): void {
  const vendors = { access: { roles: ['Beauty Professional', 'Business Owner'] } } as const;

  router.route('getVendorMenu', { access: 'public' }, async ({ params, request, deps }) => {
    const vendor = await loadVendor(deps.db, params.id);
    return menuJson(vendor, await loadMenu(deps.db, vendor.id), request.locale);
  });

  router.route('updateVendorMenu', vendors, async ({ params, body, user, deps, request }) => {
    await updateMenu(deps, user, params.id, body);
    const saved = await loadVendor(deps.db, params.id);
    return menuJson(saved, await loadMenu(deps.db, params.id), request.locale);
  });

  router.route('getVendorSchedule', { access: 'public' }, async ({ params, deps }) => {
    const vendor = await loadVendor(deps.db, params.id);
    return scheduleJson(vendor, vendor.schedule);
  });

  router.route('updateVendorSchedule', vendors, async ({ params, body, user, deps }) => {
    const vendor = await updateSchedule(deps, user, params.id, body);
    return scheduleJson(vendor, await loadSchedule(deps.db, vendor.id));
  });

  router.route('getVendorSlots', { access: 'public' }, async ({ params, query, deps }) => {
    const asked = slotDays(query);
    const { vendor, item, plan } = await slotPlan(deps.db, params.id, query.service, asked);
    const about = offeringJson(vendor, item);
    if (query.date !== undefined) return { ...about, date: query.date, slots: freeSlots(query.date, plan) };
    return { ...about, days: freeDays(asked.first, asked.days, plan) };
  });
}
