import { describe, expect, it } from 'vitest';
import { startTestServer } from './harness.ts';
import { customer, professional } from './fixtures.ts';
import { Caller } from './client.ts';

describe('anonymous browse cache', () => {
  it('shares an anonymous page for its TTL while signed-in viewers read fresh', async () => {
    const cached = await startTestServer({ browseCacheMs: 60_000 });
    try {
      const url = '/api/beauty-professionals/?county=Mombasa';
      const anonymous = new Caller(cached);
      const before = (await anonymous.get(url)).body.count;
      await professional(cached);
      expect((await anonymous.get(url)).body.count).toBe(before);
      const viewer = await customer(cached);
      expect((await viewer.get(url)).body.count).toBe(before + 1);
    } finally {
      await cached.close();
    }
  });
});
