import { created, noContent, type Router } from '../../http/route.ts';
import {
  blockTime,
  blockedTimesOf,
  setStaffSettings,
  staffOfBusiness,
  unblockTime,
  updateMenu,
  updateSchedule,
} from './commands.ts';
import { slotPlan } from './free.ts';
import { blockJson, menuJson, offeringJson, scheduleJson, staffMemberJson } from './json.ts';
import { loadMenu, loadSchedule, loadServiceAreas, loadVendor } from './queries.ts';
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
    return scheduleJson(vendor, vendor.schedule, await loadServiceAreas(deps.db, vendor.id));
  });

  router.route('updateVendorSchedule', vendors, async ({ params, body, user, deps }) => {
    const vendor = await updateSchedule(deps, user, params.id, body);
    const [schedule, areas] = await Promise.all([
      loadSchedule(deps.db, vendor.id),
      loadServiceAreas(deps.db, vendor.id),
    ]);
    return scheduleJson(vendor, schedule, areas);
  });

  router.route('getVendorSlots', { access: 'public' }, async ({ params, query, deps }) => {
    const asked = slotDays(query);
    const { vendor, item, plan } = await slotPlan(deps.database, params.id, query.service, asked, {
      staff: query.staff,
      place: query.place,
    });
    const about = offeringJson(vendor, item);
    if (query.date !== undefined) return { ...about, date: query.date, slots: freeSlots(query.date, plan) };
    return { ...about, days: freeDays(asked.first, asked.days, plan) };
  });

  router.route('listBlockedTimes', vendors, async ({ params, user, deps }) => ({
    vendor: params.id,
    results: (await blockedTimesOf(deps, user, params.id)).map(blockJson),
  }));

  router.route('createBlockedTime', vendors, async ({ params, body, user, deps }) =>
    created(blockJson(await blockTime(deps, user, params.id, body))),
  );

  router.route('deleteBlockedTime', vendors, async ({ params, user, deps }) => {
    await unblockTime(deps, user, params.id, params.block_id);
    return noContent();
  });

  router.route('listBusinessStaff', { access: 'public' }, async ({ params, deps }) => {
    const { staff, menu } = await staffOfBusiness(deps, params.id);
    return { business: params.id, results: staff.map((member) => staffMemberJson(member, menu)) };
  });

  router.route('updateStaffSettings', vendors, async ({ params, body, user, deps }) => {
    const { member, menu } = await setStaffSettings(deps, user, params.id, params.staff_id, body);
    return staffMemberJson(member, menu);
  });
}
