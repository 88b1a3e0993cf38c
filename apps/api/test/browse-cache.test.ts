import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestServer } from './harness.ts';
import { customer, professional } from './fixtures.ts';
import { Caller } from './client.ts';

describe('anonymous browse cache', () => {
  it("shares an anonymous page for its TTL, signed-in viewers read fresh, and a vendor's edit drops it at once", async () => {
    const cached = await startTestServer({ browseCacheMs: 60_000 });
    try {
      const url = '/api/beauty-professionals/?county=Mombasa';
      const anonymous = new Caller(cached);
      const pro = await professional(cached);
      const nameOf = async (caller: Caller) =>
        (await caller.get(url)).body.results.find((r: { id: number }) => r.id === pro.id)?.name;
      // The setup's own change signal reaches this instance's listener a moment later (on PostgreSQL
      // through another connection): let it land before the page is cached.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const before = await nameOf(anonymous);
      expect(before).toBeDefined();

      // A change no vendor made through the API (an operator's fix): the shared page keeps its copy.
      await cached.database.db.execute(sql`update users set name = 'Changed Quietly' where id = ${pro.id}`);
      expect(await nameOf(anonymous)).toBe(before);
      const viewer = await customer(cached);
      expect(await nameOf(viewer)).toBe('Changed Quietly');

      // The vendor's own edit tells every instance, this one too, to drop its shared answers.
      const edited = await pro.patch(`/api/beauty-professionals/${pro.id}/`, {
        json: { expertise: 'Beginner' },
      });
      expect(edited.status).toBe(200);
      await expect.poll(() => nameOf(anonymous), { timeout: 2000, interval: 50 }).toBe('Changed Quietly');
    } finally {
      await cached.close();
    }
  });
});
