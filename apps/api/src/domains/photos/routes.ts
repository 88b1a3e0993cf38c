import { notFound } from '../../errors.ts';
import { created, noContent, type Router } from '../../http/route.ts';
import { userTypeOf } from '../accounts/index.ts';
import { loadMe } from '../auth/index.ts';
import {
  addPortfolioPhoto,
  captionPortfolioPhoto,
  deletePortfolioPhoto,
  removeBusinessCover,
  removeProfilePhoto,
  setBusinessCover,
  setProfilePhoto,
} from './commands.ts';
import { photoJson } from './json.ts';
import { portfolioOf } from './queries.ts';

const isVendor = (type: string | undefined) => type === 'Business Owner' || type === 'Beauty Professional';

/** Profile photos for everyone, a portfolio for vendors and a cover for businesses. */
export function photoRoutes(router: Router): void {
  const signedIn = { access: {} } as const;
  const vendors = { access: { roles: ['Business Owner', 'Beauty Professional'] } } as const;
  const businessOwners = { access: { roles: ['Business Owner'] } } as const;

  router.route('setProfilePhoto', signedIn, async ({ files, user, deps }) => {
    await setProfilePhoto(deps, user, files.photo);
    return (await loadMe(deps.db, user.id))!;
  });

  router.route('removeProfilePhoto', signedIn, async ({ user, deps }) => {
    await removeProfilePhoto(deps, user);
    return (await loadMe(deps.db, user.id))!;
  });

  router.route('getPortfolio', { access: 'public' }, async ({ params, deps }) => {
    if (!isVendor(await userTypeOf(deps.db, params.id))) throw notFound();
    return { vendor: params.id, photos: (await portfolioOf(deps.db, params.id)).map(photoJson) };
  });

  router.route('addPortfolioPhoto', vendors, async ({ params, body, files, user, deps }) =>
    created(photoJson(await addPortfolioPhoto(deps, user, params.id, body.caption, files.photo))),
  );

  router.route('updatePortfolioPhoto', vendors, async ({ params, body, user, deps }) =>
    photoJson(await captionPortfolioPhoto(deps, user, params.id, params.photo_id, body.caption)),
  );

  router.route('deletePortfolioPhoto', vendors, async ({ params, user, deps }) => {
    await deletePortfolioPhoto(deps, user, params.id, params.photo_id);
    return noContent();
  });

  router.route('setBusinessCover', businessOwners, async ({ params, files, user, deps }) => ({
    cover: await setBusinessCover(deps, user, params.id, files.cover),
  }));

  router.route('removeBusinessCover', businessOwners, async ({ params, user, deps }) => {
    await removeBusinessCover(deps, user, params.id);
    return { cover: null };
  });
}
