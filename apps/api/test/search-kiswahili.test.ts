// The browse lists' text search also finds vendors by the catalogue's names of the services they offer, in
// English and in Kiswahili, whatever the reader's language (people mix languages); a text that names no
// service searches as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Caller } from './client.ts';
import { business, categoryOf, customer, professional, serviceIds, type User } from './fixtures.ts';
import { countQueries, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let dyer: User;
let barber: User;
let spa: User;
let client: User;
let queries: { count: number };
const LANGUAGES = {
  Kiswahili: { 'accept-language': 'sw-KE,sw;q=0.9' },
  English: { 'accept-language': 'en' },
};

beforeAll(async () => {
  server = await startTestServer();
  queries = countQueries(server);
  // "Hair Dye for Men" is "Rangi ya nywele ya wanaume"; "Haircut" is "Kunyoa nywele"; "Steam Bath" is
  // "Bafu ya mvuke". None of the vendors' own texts (name, bio, business name) holds those words.
  const [dye, haircut, steamBath] = await serviceIds(server, 'Hair Dye for Men', 'Haircut', 'Steam Bath');
  [dyer, barber, spa, client] = await Promise.all([
    professional(server, { services: [dye], service_category: await categoryOf(server, dye) }),
    professional(server, { services: [haircut], service_category: await categoryOf(server, haircut) }),
    business(server, {
      services_business: [steamBath],
      service_category_set: await categoryOf(server, steamBath),
    }),
    customer(server),
  ]);
});
afterAll(() => server.close());

const ids = (body: { results: { id: number }[] }) => body.results.map((vendor) => vendor.id);

/** The ids a list finds for `text`, asked by `caller` in a language. */
async function found(caller: Caller, list: string, text: string, headers: Record<string, string>) {
  const res = await caller.get(`/api/${list}/?page_size=100&search=${encodeURIComponent(text)}`, {
    headers,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ids: ids(res.body), count: res.body.count as number };
}

describe.each(Object.entries(LANGUAGES))('text search, asked in %s', (_language, headers) => {
  const callers = () =>
    [
      ['signed in', client],
      ['anonymous', new Caller(server)],
    ] as const;

  it('finds a professional by part of the Kiswahili name of a service on the menu', async () => {
    for (const [who, caller] of callers()) {
      const byKiswahili = await found(caller, 'beauty-professionals', 'NYWELE ya wanaume', headers);
      expect(byKiswahili.ids, who).toEqual([dyer.id]);
      // "nywele" is in both services' Kiswahili names.
      expect((await found(caller, 'beauty-professionals', 'nywele', headers)).ids, who).toEqual(
        expect.arrayContaining([dyer.id, barber.id]),
      );
      // The English names still find them.
      expect((await found(caller, 'beauty-professionals', 'hair dye', headers)).ids, who).toEqual([dyer.id]);
    }
  });

  it('finds a business by part of the Kiswahili name of a service on the menu', async () => {
    for (const [who, caller] of callers()) {
      expect((await found(caller, 'business-owners', 'ya mvuke', headers)).ids, who).toEqual([spa.id]);
      expect((await found(caller, 'business-owners', 'steam', headers)).ids, who).toEqual([spa.id]);
    }
  });

  it('finds nobody by a text that matches nothing, and by own text as before', async () => {
    for (const [who, caller] of callers()) {
      for (const list of ['beauty-professionals', 'business-owners'])
        expect(await found(caller, list, 'mvuke wa xyzzy', headers), `${who} ${list}`).toEqual({
          ids: [],
          count: 0,
        });
      expect((await found(caller, 'beauty-professionals', barber.name, headers)).ids, who).toEqual([
        barber.id,
      ]);
    }
  });
});

describe('text search by a service name', () => {
  it('still asks the database twice for a signed-in browse: who is signed in, then the page', async () => {
    for (const text of ['nywele ya wanaume', 'xyzzy']) {
      queries.count = 0;
      await found(client, 'beauty-professionals', text, LANGUAGES.Kiswahili);
      expect(queries.count, text).toBe(2);
    }
  });
});
