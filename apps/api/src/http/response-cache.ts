import { Answer } from './route.ts';

/**
 * Answers to anonymous browse calls, kept a few seconds as serialised JSON. Everyone signed out sees the
 * same page of professionals, so on a busy morning one query serves hundreds of phones; a new review or
 * profile shows up within the TTL.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { body: string; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  async answer(key: string, compute: () => Promise<unknown>): Promise<unknown> {
    if (this.ttlMs <= 0) return compute();
    const now = Date.now();
    let entry = this.entries.get(key);
    if (!entry || entry.expiresAt <= now) {
      const body = JSON.stringify(await compute());
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      entry = { body, expiresAt: now + this.ttlMs };
      this.entries.set(key, entry);
    }
    return new Answer(200, entry.body, { 'content-type': 'application/json; charset=utf-8' });
  }
}
