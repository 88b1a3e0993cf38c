import { Answer } from './route.ts';

interface Entry {
  body: string;
  expiresAt: number;
}

/**
 * Answers to anonymous browse calls, kept a few seconds as serialised JSON. Everyone signed out sees the
 * same page of professionals, so on a busy morning one query serves hundreds of phones; a new review or
 * profile shows up within the TTL. One computation per key at a time (no stampede when an entry expires),
 * and for one more TTL after expiry the old answer is served while the new one is computed.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly computing = new Map<string, Promise<Entry>>();
  /** Raised by clear(): an answer computed from before the change is not kept. */
  private generation = 0;

  /** What a browser or proxy may do with the shared answer: the same as this cache does, no longer. */
  private readonly headers: Record<string, string>;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {
    this.headers = {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': `public, max-age=${Math.max(1, Math.floor(ttlMs / 1000))}`,
      // A signed-in caller gets her own answer (no-store) at the same address; service names follow the
      // reader's language (the lang cookie, else Accept-Language).
      vary: 'authorization, cookie, accept-language',
    };
  }

  async answer(key: string, compute: () => Promise<unknown>): Promise<unknown> {
    if (this.ttlMs <= 0) return compute();
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && now < entry.expiresAt) return this.reply(entry);
    const refresh = this.refresh(key, compute);
    if (entry && now < entry.expiresAt + this.ttlMs) {
      refresh.catch(() => {}); // The next caller retries; this one gets the answer it can have now.
      return this.reply(entry);
    }
    return this.reply(await refresh);
  }

  private refresh(key: string, compute: () => Promise<unknown>): Promise<Entry> {
    let pending = this.computing.get(key);
    if (!pending) {
      const generation = this.generation;
      pending = compute()
        .then((value) => {
          const entry = { body: JSON.stringify(value), expiresAt: Date.now() + this.ttlMs };
          if (generation !== this.generation) return entry;
          if (this.entries.size >= this.maxEntries) this.entries.clear();
          this.entries.set(key, entry);
          return entry;
        })
        .finally(() => this.computing.delete(key));
      this.computing.set(key, pending);
    }
    return pending;
  }

  /** Forgets every answer: the next caller of each key computes it afresh. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.computing.clear();
  }

  private reply(entry: Entry): Answer {
    return new Answer(200, entry.body, this.headers);
  }
}
