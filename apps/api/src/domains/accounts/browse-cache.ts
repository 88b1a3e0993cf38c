import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { ResponseCache } from '../../http/response-cache.ts';

/** Signalled after a change anonymous browse answers may show; every instance listens. */
const BROWSE_CHANNEL = 'urembo_browse';

export interface BrowseCache {
  cache: ResponseCache;
  /** Tells every instance (this one too) to drop its shared browse answers once `tx` commits. */
  changed(tx: Tx): Promise<void>;
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
    async changed(tx) {
      if (ttlMs <= 0) return;
      // Inside the transaction, PostgreSQL delivers the signal when it commits and drops it on a rollback.
      await tx.execute(sql`select pg_notify(${BROWSE_CHANNEL}, '')`);
    },
    stop,
  };
}

/** A vendor's card changed: the browse answers sharing the old one go, on every instance. */
export function subscribeBrowse(deps: Deps): void {
  deps.events.on('vendor.card_changed', (tx) => deps.browse.changed(tx));
}
