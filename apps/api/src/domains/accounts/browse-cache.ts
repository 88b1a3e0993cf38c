import type { Database } from '../../db/client.ts';
import { ResponseCache } from '../../http/response-cache.ts';
import type { OperationId } from '../../http/route.ts';

/** Signalled after a change anonymous browse answers may show; every instance listens. */
const BROWSE_CHANNEL = 'urembo_browse';

/** Operations whose success can change a vendor's card in the browse lists. */
export const CHANGES_BROWSE: ReadonlySet<OperationId> = new Set<OperationId>([
  'updateMe',
  'deleteMyAccount',
  'setProfilePhoto',
  'removeProfilePhoto',
  'updateBusinessOwner',
  'updateBeautyProfessional',
  'partialUpdateBeautyProfessional',
  'createProfessionalReview',
  'createBusinessReview',
  'updateVendorMenu',
  'addPortfolioPhoto',
  'updatePortfolioPhoto',
  'deletePortfolioPhoto',
  'setBusinessCover',
  'removeBusinessCover',
  'updateVendorSchedule',
  'addBusinessEmployee',
  'answerEmploymentRequest',
]);

export interface BrowseCache {
  cache: ResponseCache;
  /** Tells every instance (this one too) to drop its shared browse answers. */
  changed(): Promise<void>;
  stop(): Promise<void>;
}

declare module '../../deps.ts' {
  interface Deps {
    /** Anonymous browse answers shared for a few seconds, dropped on every instance when a vendor changes. */
    browse: BrowseCache;
  }
}

/**
 * The anonymous browse answers of this instance, dropped whenever any instance reports a change, so a
 * vendor's edit shows on every instance at once rather than after each one's TTL.
 */
export async function startBrowseCache(database: Database, ttlMs: number): Promise<BrowseCache> {
  const cache = new ResponseCache(ttlMs);
  const stop = ttlMs > 0 ? await database.listen(BROWSE_CHANNEL, () => cache.clear()) : async () => {};
  return {
    cache,
    async changed() {
      if (ttlMs > 0) await database.executeSql('select pg_notify($1, $2)', [BROWSE_CHANNEL, '']);
    },
    stop,
  };
}
