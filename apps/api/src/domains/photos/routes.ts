import { eq } from 'drizzle-orm';
import { portfolioPhotos, users } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { trimmed } from '../../http/fields.ts';
import { created, noContent, type Router } from '../../http/route.ts';
import { userTypeOf } from '../accounts/queries.ts';
import { loadMe } from '../auth/queries.ts';
import { deleteImage, mediaUrl, prepareImage, saveImage, storeAvatar } from '../media/images.ts';
import {
  countPhotos,
  deletePhoto,
  findPhoto,
  insertPhoto,
  lockCover,
  lockPortfolio,
  lockProfilePic,
  PORTFOLIO_MAX,
  portfolioOf,
  setCaption,
  setCover,
} from './queries.ts';

const photoJson = (row: typeof portfolioPhotos.$inferSelect) => ({
  id: row.id,
  vendor: row.vendorId,
  caption: row.caption,
  src: mediaUrl(row.mediaId),
  created_at: row.createdAt.toISOString(),
});

const NO_FILE = 'No file was submitted.';
const PORTFOLIO_FULL = 'Your portfolio is full (12 photos). Remove one to add another.';

const isVendor = (type: string | undefined) => type === 'Business Owner' || type === 'Beauty Professional';

/** Profile photos for everyone, a portfolio for vendors and a cover for businesses. */
export function photoRoutes(router: Router): void {
  const signedIn = { access: {} } as const;
  const vendors = { access: { roles: ['Business Owner', 'Beauty Professional'] } } as const;
  const businessOwners = { access: { roles: ['Business Owner'] } } as const;
  /** Only the vendor themself changes their photos. */
  const own = (id: number, userId: number) => {
    if (id !== userId) throw forbidden('You can only change your own photos.');
  };

  router.route('setProfilePhoto', signedIn, async ({ files, user, deps }) => {
    if (!files.photo) throw badRequest({ photo: [NO_FILE] });
    const widths = await prepareImage(files.photo, 'profile', 'photo');
    await deps.db.transaction(async (tx) => {
      const { pic: old } = await lockProfilePic(tx, user.id);
      const pic = mediaUrl(await saveImage(tx, user.id, widths));
      await tx.update(users).set({ profilePic: pic }).where(eq(users.id, user.id));
      await deleteImage(tx, user.id, old);
    });
    return (await loadMe(deps.db, user.id))!;
  });

  router.route('removeProfilePhoto', signedIn, async ({ user, deps }) => {
    await deps.db.transaction(async (tx) => {
      const { pic: old, name } = await lockProfilePic(tx, user.id);
      const pic = await storeAvatar(tx, user.id, name);
      await tx.update(users).set({ profilePic: pic }).where(eq(users.id, user.id));
      await deleteImage(tx, user.id, old);
    });
    return (await loadMe(deps.db, user.id))!;
  });

  router.route('getPortfolio', { access: 'public' }, async ({ params, deps }) => {
    if (!isVendor(await userTypeOf(deps.db, params.id))) throw notFound();
    return { vendor: params.id, photos: (await portfolioOf(deps.db, params.id)).map(photoJson) };
  });

  router.route('addPortfolioPhoto', vendors, async ({ params, body, files, user, deps }) => {
    own(params.id, user.id);
    if (!files.photo) throw badRequest({ photo: [NO_FILE] });
    // A full portfolio is refused before the photo is encoded, and again under the lock.
    if ((await countPhotos(deps.db, user.id)) >= PORTFOLIO_MAX) throw conflict(PORTFOLIO_FULL);
    const widths = await prepareImage(files.photo, 'photo', 'photo');
    const row = await deps.db.transaction(async (tx) => {
      if ((await lockPortfolio(tx, user.id)) >= PORTFOLIO_MAX) throw conflict(PORTFOLIO_FULL);
      const mediaId = await saveImage(tx, user.id, widths);
      return insertPhoto(tx, { vendorId: user.id, mediaId, caption: trimmed(body.caption) });
    });
    return created(photoJson(row));
  });

  router.route('updatePortfolioPhoto', vendors, async ({ params, body, user, deps }) => {
    own(params.id, user.id);
    if (!(await findPhoto(deps.db, user.id, params.photo_id))) throw notFound();
    return photoJson(await setCaption(deps.db, params.photo_id, trimmed(body.caption)));
  });

  router.route('deletePortfolioPhoto', vendors, async ({ params, user, deps }) => {
    own(params.id, user.id);
    const photo = await findPhoto(deps.db, user.id, params.photo_id);
    if (!photo) throw notFound();
    await deps.db.transaction(async (tx) => {
      await deletePhoto(tx, photo.id);
      await deleteImage(tx, user.id, mediaUrl(photo.mediaId));
    });
    return noContent();
  });

  router.route('setBusinessCover', businessOwners, async ({ params, files, user, deps }) => {
    own(params.id, user.id);
    if (!files.cover) throw badRequest({ cover: [NO_FILE] });
    const widths = await prepareImage(files.cover, 'photo', 'cover');
    const cover = await deps.db.transaction(async (tx) => {
      const old = await lockCover(tx, user.id);
      const src = mediaUrl(await saveImage(tx, user.id, widths));
      await setCover(tx, user.id, src);
      await deleteImage(tx, user.id, old);
      return src;
    });
    return { cover };
  });

  router.route('removeBusinessCover', businessOwners, async ({ params, user, deps }) => {
    own(params.id, user.id);
    await deps.db.transaction(async (tx) => {
      const old = await lockCover(tx, user.id);
      await setCover(tx, user.id, null);
      await deleteImage(tx, user.id, old);
    });
    return { cover: null };
  });
}
