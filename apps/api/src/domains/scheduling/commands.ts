import { nairobiToday } from '@urembo/kenya';
import type { Deps } from '../../deps.ts';
import { forbidden, invalid, notFound, type FieldErrors } from '../../errors.ts';
import { message } from '../../i18n/index.ts';
import type { AuthUser, BodyOf } from '../../http/route.ts';
import {
  bookingMeetingBlock,
  catalogueIds,
  countBlocks,
  deleteBlock,
  insertBlock,
  listBlocks,
  loadStaff,
  loadVendor,
  menuServiceIds,
  saveMenu,
  saveSchedule,
  saveServiceAreas,
  saveStaffSettings,
  setAvailability,
  staffOf,
  type StoredBlock,
  type Vendor,
} from './queries.ts';
import { MAX_BLOCKS, checkBlock, checkMenu, checkSchedule, checkStaffSettings } from './rules.ts';

const NOT_YOURS = 'You can only change your own schedule and menu.';

/** The signed-in vendor whose id is in the path; anyone else may only read. */
async function ownVendor(deps: Deps, user: AuthUser, vendorId: number): Promise<Vendor> {
  if (vendorId !== user.id) throw forbidden(NOT_YOURS);
  return loadVendor(deps.db, vendorId);
}

/** A vendor saves its menu; its card in browse shows the new services and lowest price. */
export async function updateMenu(
  deps: Deps,
  user: AuthUser,
  vendorId: number,
  body: BodyOf<'updateVendorMenu'>,
): Promise<void> {
  const vendor = await ownVendor(deps, user, vendorId);
  const checked = checkMenu(body, await catalogueIds(deps.db));
  if ('errors' in checked) throw invalid(checked.errors);
  await deps.db.transaction(async (tx) => {
    await saveMenu(tx, vendor, checked.entries, body.categories);
    await deps.events.raise(tx, 'vendor.card_changed', { vendorId });
  });
}

/** A vendor saves its hours, places, home-visit areas and availability: what its card in browse says of them changes. */
export async function updateSchedule(
  deps: Deps,
  user: AuthUser,
  vendorId: number,
  body: BodyOf<'updateVendorSchedule'>,
): Promise<Vendor> {
  const vendor = await ownVendor(deps, user, vendorId);
  const checked = checkSchedule(body, vendor.userType, vendor.schedule);
  if ('errors' in checked) throw invalid(checked.errors);
  const available = body.is_available;
  await deps.db.transaction(async (tx) => {
    await saveSchedule(tx, vendor.id, checked.schedule);
    if (checked.areas) await saveServiceAreas(tx, vendor.id, checked.areas);
    if (available !== undefined) await setAvailability(tx, vendor, available);
    await deps.events.raise(tx, 'vendor.card_changed', { vendorId });
  });
  return { ...vendor, isAvailable: available ?? vendor.isAvailable };
}

const NOT_STAFF = 'Choose someone who works at this business.';

/** The blocked time of the vendor in the path, for the vendor herself (the notes are private). */
export async function blockedTimesOf(deps: Deps, user: AuthUser, vendorId: number): Promise<StoredBlock[]> {
  await ownVendor(deps, user, vendorId);
  return listBlocks(deps.db, vendorId, nairobiToday());
}

/**
 * A vendor blocks time no slot may use: her own (a professional's blocks her wherever she works), the whole
 * business's, or one staff member's at the business. Refused when it would take a confirmed booking.
 */
export async function blockTime(
  deps: Deps,
  user: AuthUser,
  vendorId: number,
  body: BodyOf<'createBlockedTime'>,
): Promise<StoredBlock> {
  const vendor = await ownVendor(deps, user, vendorId);
  const checked = checkBlock(body);
  const errors: FieldErrors = 'errors' in checked ? { ...checked.errors } : {};
  const staffId = body.staff_id ?? null;
  if (staffId !== null) {
    const staff = vendor.userType === 'Business Owner' ? await staffOf(deps.db, vendor.id) : [];
    if (!staff.includes(staffId)) errors.staff_id = [NOT_STAFF];
  }
  if (Object.keys(errors).length || 'errors' in checked) throw invalid(errors);
  const today = nairobiToday();
  if ((await countBlocks(deps.db, vendor.id, today)) >= MAX_BLOCKS)
    throw invalid({ date: [message('block.tooMany', { max: MAX_BLOCKS })] });
  const whose = { vendorId: vendor.id, staffId, professional: vendor.userType === 'Beauty Professional' };
  const taken = await bookingMeetingBlock(deps.db, whose, checked.block);
  if (taken) throw invalid({ start_time: [message('block.meetsBooking', taken)] });
  return deps.db.transaction((tx) => insertBlock(tx, vendor.id, staffId, checked.block));
}

export async function unblockTime(
  deps: Deps,
  user: AuthUser,
  vendorId: number,
  blockId: number,
): Promise<void> {
  await ownVendor(deps, user, vendorId);
  const gone = await deps.db.transaction((tx) => deleteBlock(tx, vendorId, blockId));
  if (!gone) throw notFound();
}

/** A business's staff with the services each does (every one of the menu when the owner chose none). */
export async function staffOfBusiness(deps: Deps, businessId: number) {
  const business = await loadVendor(deps.db, businessId);
  if (business.userType !== 'Business Owner') throw notFound();
  const [staff, menu] = await Promise.all([
    loadStaff(deps.db, businessId),
    menuServiceIds(deps.db, businessId),
  ]);
  return { business, staff, menu };
}

/**
 * The owner sets what one of her staff does: services of the menu and hours within the business's.
 * What she leaves out stays as it was.
 */
export async function setStaffSettings(
  deps: Deps,
  user: AuthUser,
  businessId: number,
  staffId: number,
  body: BodyOf<'updateStaffSettings'>,
) {
  const business = await ownVendor(deps, user, businessId);
  if (business.userType !== 'Business Owner') throw forbidden(NOT_YOURS);
  const { staff, menu } = await staffOfBusiness(deps, businessId);
  const current = staff.find((member) => member.id === staffId);
  if (!current) throw notFound();
  const checked = checkStaffSettings(body, new Set(menu), business.schedule.weekly);
  if ('errors' in checked) throw invalid(checked.errors);
  const settings = {
    serviceIds: checked.serviceIds === undefined ? current.serviceIds : checked.serviceIds,
    weekly: checked.weekly === undefined ? current.weekly : checked.weekly,
  };
  await deps.db.transaction((tx) => saveStaffSettings(tx, businessId, staffId, settings));
  return { member: { ...current, ...settings }, menu };
}
