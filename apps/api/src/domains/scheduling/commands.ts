import type { Deps } from '../../deps.ts';
import { forbidden, invalid } from '../../errors.ts';
import type { AuthUser, BodyOf } from '../../http/route.ts';
import { catalogueIds, loadVendor, saveMenu, saveSchedule, setAvailability, type Vendor } from './queries.ts';
import { checkMenu, checkSchedule } from './rules.ts';

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

/** A vendor saves its hours, places and availability: what its card in browse says of them changes. */
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
    if (available !== undefined) await setAvailability(tx, vendor, available);
    await deps.events.raise(tx, 'vendor.card_changed', { vendorId });
  });
  return { ...vendor, isAvailable: available ?? vendor.isAvailable };
}
