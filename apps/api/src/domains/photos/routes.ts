import { eq } from 'drizzle-orm';
import { media, portfolioPhotos, users } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { trimmed } from '../../http/fields.ts';
import { created, noContent, type Router } from '../../http/route.ts';
import { userTypeOf } from '../accounts/queries.ts';
import { loadMe } from '../auth/queries.ts';
import { deleteImage, storeAvatar, storeImage, storeUpload } from '../media/images.ts';
import {
  coverOf,
  findPhoto,
  insertPhoto,
  lockPortfolio,
  PORTFOLIO_MAX,
  portfolioOf,
  profilePicOf,
  setCaption,
  setCover,
} from './queries.ts';

const photoJson = (row: typeof portfolioPhotos.$inferSelect) => ({
  id: row.id,
  vendor: row.vendorId,
  caption: row.caption,
  src: `/media/${row.mediaId}`,
  created_at: row.createdAt.toISOString(),
});

const NO_FILE = 'No file was submitted.';

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
    const photo = files.photo;
    await deps.db.transaction(async (tx) => {
      const old = await profilePicOf(tx, user.id);
      const pic = await storeUpload(tx, user.id, 'photo', photo);
      await tx.update(users).set({ profilePic: pic }).where(eq(users.id, user.id));
      await deleteImage(tx, old);
    });
    return (await loadMe(deps.db, user.id))!;
  });

  router.route('removeProfilePhoto', signedIn, async ({ user, deps }) => {
    await deps.db.transaction(async (tx) => {
      const old = await profilePicOf(tx, user.id);
      const [row] = await tx.select({ name: users.name }).from(users).where(eq(users.id, user.id));
      const pic = await storeAvatar(tx, user.id, row!.name);
      await tx.update(users).set({ profilePic: pic }).where(eq(users.id, user.id));
      await deleteImage(tx, old);
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
    const photo = files.photo;
    const row = await deps.db.transaction(async (tx) => {
      if ((await lockPortfolio(tx, user.id)) >= PORTFOLIO_MAX)
        throw conflict('Your portfolio is full (12 photos). Remove one to add another.');
      const src = await storeImage(tx, user.id, 'photo', photo, 'photo');
      const mediaId = Number(src.slice('/media/'.length));
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
    // The photo's row goes with its image (on delete cascade).
    await deps.db.delete(media).where(eq(media.id, photo.mediaId));
    return noContent();
  });

  router.route('setBusinessCover', businessOwners, async ({ params, files, user, deps }) => {
    own(params.id, user.id);
    if (!files.cover) throw badRequest({ cover: [NO_FILE] });
    const file = files.cover;
    const cover = await deps.db.transaction(async (tx) => {
      const old = await coverOf(tx, user.id);
      const src = await storeImage(tx, user.id, 'cover', file, 'photo');
      await setCover(tx, user.id, src);
      await deleteImage(tx, old);
      return src;
    });
    return { cover };
  });

  router.route('removeBusinessCover', businessOwners, async ({ params, user, deps }) => {
    own(params.id, user.id);
    await deps.db.transaction(async (tx) => {
      await deleteImage(tx, await coverOf(tx, user.id));
      await setCover(tx, user.id, null);
    });
    return { cover: null };
  });
}
