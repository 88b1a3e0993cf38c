import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { conflict, forbidden, invalid, notFound } from '../../errors.ts';
import { trimmed } from '../../http/fields.ts';
import type { AuthUser, UploadedFile } from '../../http/route.ts';
import { deleteImage, mediaUrl, prepareImage, saveImage, storeAvatar } from '../media/index.ts';
import {
  countPhotos,
  deletePhoto,
  findPhoto,
  insertPhoto,
  lockCover,
  lockPortfolio,
  lockProfilePic,
  PORTFOLIO_MAX,
  setCaption,
  setCover,
  setProfilePic,
} from './queries.ts';

const NO_FILE = 'No file was submitted.';
const PORTFOLIO_FULL = 'Your portfolio is full (12 photos). Remove one to add another.';

/** Only the vendor themself changes their photos. */
function checkOwn(vendorId: number, caller: AuthUser) {
  if (vendorId !== caller.id) throw forbidden('You can only change your own photos.');
}

/** A vendor's picture is on their card in the browse lists; a customer's is on none. */
async function pictureChanged(deps: Deps, tx: Tx, caller: AuthUser) {
  if (caller.userType === 'Business Owner' || caller.userType === 'Beauty Professional')
    await deps.events.raise(tx, 'vendor.card_changed', { vendorId: caller.id });
}

/** Replaces the caller's profile picture with an upload; the old one's rows go. */
export async function setProfilePhoto(deps: Deps, caller: AuthUser, file: UploadedFile | undefined) {
  if (!file) throw invalid({ photo: [NO_FILE] });
  const widths = await prepareImage(file, 'profile', 'photo');
  await deps.db.transaction(async (tx) => {
    const { pic: old } = await lockProfilePic(tx, caller.id);
    await setProfilePic(tx, caller.id, mediaUrl(await saveImage(tx, caller.id, widths)));
    await deleteImage(tx, caller.id, old);
    await pictureChanged(deps, tx, caller);
  });
}

/** Replaces the caller's profile picture with the generated avatar of their name. */
export async function removeProfilePhoto(deps: Deps, caller: AuthUser) {
  await deps.db.transaction(async (tx) => {
    const { pic: old, name } = await lockProfilePic(tx, caller.id);
    await setProfilePic(tx, caller.id, await storeAvatar(tx, caller.id, name));
    await deleteImage(tx, caller.id, old);
    await pictureChanged(deps, tx, caller);
  });
}

/** Adds a photo to the vendor's portfolio, up to PORTFOLIO_MAX; answers its row. */
export async function addPortfolioPhoto(
  deps: Deps,
  caller: AuthUser,
  vendorId: number,
  caption: string | undefined,
  file: UploadedFile | undefined,
) {
  checkOwn(vendorId, caller);
  if (!file) throw invalid({ photo: [NO_FILE] });
  // A full portfolio is refused before the photo is encoded, and again under the lock.
  if ((await countPhotos(deps.db, caller.id)) >= PORTFOLIO_MAX) throw conflict(PORTFOLIO_FULL);
  const widths = await prepareImage(file, 'photo', 'photo');
  return deps.db.transaction(async (tx) => {
    if ((await lockPortfolio(tx, caller.id)) >= PORTFOLIO_MAX) throw conflict(PORTFOLIO_FULL);
    const mediaId = await saveImage(tx, caller.id, widths);
    const row = await insertPhoto(tx, { vendorId: caller.id, mediaId, caption: trimmed(caption) });
    await deps.events.raise(tx, 'vendor.card_changed', { vendorId: caller.id });
    return row;
  });
}

/** Changes a portfolio photo's caption; answers its row. */
export async function captionPortfolioPhoto(
  deps: Deps,
  caller: AuthUser,
  vendorId: number,
  photoId: number,
  caption: string | undefined,
) {
  checkOwn(vendorId, caller);
  if (!(await findPhoto(deps.db, caller.id, photoId))) throw notFound();
  return deps.db.transaction(async (tx) => {
    const row = await setCaption(tx, photoId, trimmed(caption));
    await deps.events.raise(tx, 'vendor.card_changed', { vendorId: caller.id });
    return row;
  });
}

/** Takes a photo out of the portfolio, with its image. */
export async function deletePortfolioPhoto(deps: Deps, caller: AuthUser, vendorId: number, photoId: number) {
  checkOwn(vendorId, caller);
  const photo = await findPhoto(deps.db, caller.id, photoId);
  if (!photo) throw notFound();
  await deps.db.transaction(async (tx) => {
    await deletePhoto(tx, photo.id);
    await deleteImage(tx, caller.id, mediaUrl(photo.mediaId));
    await deps.events.raise(tx, 'vendor.card_changed', { vendorId: caller.id });
  });
}

/** Replaces the business's cover with an upload; answers the new cover's address. */
export async function setBusinessCover(
  deps: Deps,
  caller: AuthUser,
  businessId: number,
  file: UploadedFile | undefined,
) {
  checkOwn(businessId, caller);
  if (!file) throw invalid({ cover: [NO_FILE] });
  const widths = await prepareImage(file, 'photo', 'cover');
  return deps.db.transaction(async (tx) => {
    const old = await lockCover(tx, caller.id);
    const src = mediaUrl(await saveImage(tx, caller.id, widths));
    await setCover(tx, caller.id, src);
    await deleteImage(tx, caller.id, old);
    await deps.events.raise(tx, 'vendor.card_changed', { vendorId: caller.id });
    return src;
  });
}

/** Takes the business's cover away, with its image. */
export async function removeBusinessCover(deps: Deps, caller: AuthUser, businessId: number) {
  checkOwn(businessId, caller);
  await deps.db.transaction(async (tx) => {
    const old = await lockCover(tx, caller.id);
    await setCover(tx, caller.id, null);
    await deleteImage(tx, caller.id, old);
    await deps.events.raise(tx, 'vendor.card_changed', { vendorId: caller.id });
  });
}
