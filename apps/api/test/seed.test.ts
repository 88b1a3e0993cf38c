import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { countyNames, nairobiInstant } from '@urembo/kenya';
import { CATALOGUE, ensureCatalogue } from '../src/domains/catalog/catalogue.ts';
import { WEEKDAYS, type HoursException, type WeeklyHours } from '../src/domains/scheduling/slots.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../src/seed/demo.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { Caller } from './client.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.database.db);
});
afterAll(() => server.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await server.database.db.execute(query)) as unknown as { rows: T[] }).rows;

const signIn = async (email: string) => {
  const caller = new Caller(server);
  const res = await caller.post('/api/oauth/', { json: { email, password: DEMO_PASSWORD } });
  expect(res.status).toBe(200);
  caller.token = res.body.access;
  return caller;
};

describe('demo data', () => {
  it("seeds the landing page's numbers across all 47 counties, most in the three cities", async () => {
    expect((await new Caller(server).get('/api/stats/')).body).toEqual({
      businesses: 65,
      professionals: 650,
      clients: 900,
    });
    const counties = await rows<{ county: string; n: number }>(
      sql`select county, count(*)::int as n from professional_profiles group by county order by n desc`,
    );
    expect(counties.map((c) => c.county).sort()).toEqual([...countyNames].sort());
    expect(
      counties
        .slice(0, 3)
        .map((c) => c.county)
        .sort(),
    ).toEqual(['Kisumu', 'Mombasa', 'Nairobi']);
    // A list counts up to 100 matches (past them, up to one more than its page's end: decision 0030), so
    // the second page of 100 tells whether more than 150 are found.
    const nairobi = await new Caller(server).get(
      '/api/beauty-professionals/?county=Nairobi&page_size=100&page=2',
    );
    expect(nairobi.body.count).toBeGreaterThan(150);
  });

  it('keeps every rating equal to the average of the reviews, and ratings vary', async () => {
    const drift = await rows<{ id: number }>(sql`
      select u.id from users u left join (select subject_id, avg(rating) as avg, count(*)::int as n from reviews group by subject_id) r
        on r.subject_id = u.id
      where u.review_count <> coalesce(r.n, 0) or abs(u.rating_avg - coalesce(r.avg, 0)) > 0.005`);
    expect(drift).toEqual([]);
    const [spread] = await rows<{ bands: number; reviews: number }>(
      sql`select count(distinct round(rating_avg))::int as bands, sum(review_count)::int as reviews from users where review_count > 0`,
    );
    expect(spread!.bands).toBeGreaterThanOrEqual(3);
    expect(spread!.reviews).toBeGreaterThan(300);
    const reviewed = await rows<{ n: number }>(
      sql`select count(*)::int as n from reviews r join bookings b on b.id = r.booking_id where b.status <> 'completed'`,
    );
    expect(reviewed[0]!.n).toBe(0);
  });

  it('gives three demo accounts with finished setups something to do', async () => {
    const [businessAccount, proAccount, clientAccount] = DEMO_ACCOUNTS;
    const owner = await signIn(businessAccount.email);
    const pro = await signIn(proAccount.email);
    const client = await signIn(clientAccount.email);
    for (const caller of [owner, pro, client]) {
      const me = await caller.get('/api/me/');
      expect(me.body.setup_complete).toBe(true);
      expect(me.body.phone_number).toMatch(/^2547\d{8}$/);
    }
    expect((await owner.get('/api/business-bookings/?status=pending')).body.count).toBeGreaterThan(0);
    expect((await owner.get('/api/business-employees/')).body.count).toBe(2);
    expect((await owner.get('/api/employment-requests/?status=pending')).body.count).toBe(1);
    const invited = await pro.get('/api/employment-requests/?status=pending');
    expect(invited.body.results).toMatchObject([
      { direction: 'invitation', professional_name: proAccount.name },
    ]);
    expect((await pro.get('/api/bookings/professional-bookings/?status=pending')).body.count).toBeGreaterThan(
      0,
    );
    expect((await pro.get('/api/professional-employers/')).body.results[0].more.business_name).toBe(
      'Mama Njeri Beauty Parlour',
    );
    for (const caller of [owner, pro, client])
      expect((await caller.get('/api/notifications/')).body.count).toBeGreaterThan(1);
    // Stored as the real ones are (ids and values): a professional who reads Kiswahili reads them so.
    expect((await pro.patch('/api/me/', { json: { language: 'sw' } })).status).toBe(200);
    const titles = (await pro.get('/api/notifications/')).body.results.map((n: { title: string }) => n.title);
    expect(titles).toEqual(
      expect.arrayContaining(['Ombi jipya la miadi', 'Una mwajiri mpya', 'Maoni mapya']),
    );

    // The client has one completed appointment with the demo professional still to review.
    const proId = (await pro.get('/api/me/')).body.id;
    const review = await client.post('/api/professionals-reviews/', {
      json: { professional: proId, rating: 4 },
    });
    expect(review.status).toBe(201);
    // Approving the client's pending request fits around the seeded confirmed bookings.
    const clientId = (await client.get('/api/me/')).body.id;
    const pending = await pro.get('/api/bookings/professional-bookings/?status=pending&page_size=100');
    const mine = pending.body.results.find((b: { customer: number }) => b.customer === clientId);
    const answer = await pro.patch(`/api/bookings/${mine.id}/`, { json: { status: 'confirmed' } });
    expect(answer.status).toBe(200);
  });

  it('gives every vendor a working week and a menu priced around the catalogue', async () => {
    const withoutSchedule = await rows<{ id: number }>(sql`
      select u.id from users u
      where u.user_type in ('Beauty Professional', 'Business Owner')
        and not exists (select 1 from vendor_schedules s where s.vendor_id = u.id)`);
    expect(withoutSchedule).toEqual([]);
    const [places] = await rows<{
      client_only: number;
      businesses_at_home: number;
      capacities: number[];
    }>(sql`
      select count(*) filter (where s.places = '{client}')::int as client_only,
             count(*) filter (where u.user_type = 'Business Owner' and 'client' = any(s.places))::int as businesses_at_home,
             array_agg(distinct s.capacity order by s.capacity) filter (where u.user_type = 'Business Owner') as capacities
      from vendor_schedules s join users u on u.id = s.vendor_id`);
    expect(places!.client_only).toBeGreaterThan(0);
    expect(places!.businesses_at_home).toBe(0);
    expect(places!.capacities).toEqual([2, 3, 4]);

    const menus = await rows<{ name: string; price: number; own: number | null; minutes: number | null }>(sql`
      select s.name, s.price_kes as price, vs.price_kes as own, vs.duration_minutes as minutes
      from vendor_services vs join services s on s.id = vs.service_id`);
    expect(menus.filter((m) => m.own !== null).length).toBeGreaterThan(menus.length * 0.8);
    for (const m of menus) {
      if (m.own !== null) {
        expect(m.own % 50, m.name).toBe(0);
        expect(Math.abs(m.own - m.price), m.name).toBeLessThanOrEqual(m.price * 0.2 + 25);
      }
      if (m.minutes !== null) expect(m.minutes % 15, m.name).toBe(0);
    }
    const [extra] = await rows<{ n: number }>(sql`
      select (select count(*) from professional_profiles where cardinality(extra_category_ids) > 0)
           + (select count(*) from business_profiles where cardinality(extra_category_ids) > 0) as n`);
    expect(Number(extra!.n)).toBeGreaterThan(10);
  });

  it('books inside the working hours, on the grid, for the menu duration and price, never above capacity', async () => {
    const schedules = new Map(
      (
        await rows<{
          vendor_id: number;
          weekly: WeeklyHours;
          exceptions: HoursException[];
          capacity: number;
        }>(sql`select vendor_id, weekly, exceptions, capacity from vendor_schedules`)
      ).map((s) => [s.vendor_id, s]),
    );
    const [{ total } = { total: 0 }] = await rows<{ total: number }>(
      sql`select count(*)::int as total from bookings`,
    );
    const booked = await rows<{
      id: number;
      vendor: number;
      date: string;
      time: string;
      starts: number;
      ends: number;
      status: string;
      chair: number | null;
      staff: number | null;
      price: number;
      menu_price: number;
      minutes: number;
      place: string;
      address: string;
      landmark: string;
      ended_by: string | null;
    }>(sql`
      select b.id, b.vendor_id as vendor, b.booking_date::text as date, to_char(b.booking_time, 'HH24:MI') as time,
             extract(epoch from b.starts_at)::float8 * 1000 as starts, extract(epoch from b.ends_at)::float8 * 1000 as ends,
             b.status, b.chair, b.staff_id as staff, b.price_kes as price, coalesce(vs.price_kes, s.price_kes) as menu_price,
             coalesce(vs.duration_minutes, s.duration_minutes) as minutes, b.place, b.address, b.landmark, b.ended_by
      from bookings b
      join services s on s.id = b.service_id
      join vendor_services vs on vs.vendor_id = b.vendor_id and vs.service_id = b.service_id`);
    // Every booking is of a service on its vendor's menu.
    expect(booked.length).toBe(total);

    const clock = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
    // Broken rules are collected, so a failure lists every offending booking at once.
    const broken: string[] = [];
    const check = (ok: boolean, rule: string) => ok || broken.push(rule);
    const confirmed = new Map<number, typeof booked>();
    for (const b of booked) {
      const schedule = schedules.get(b.vendor)!;
      const exception = schedule.exceptions.find((e) => e.date === b.date);
      const hours = exception
        ? exception.hours
        : schedule.weekly[WEEKDAYS[new Date(`${b.date}T12:00:00Z`).getUTCDay()]!];
      const [start, what] = [clock(b.time), `booking ${b.id} (${b.date} ${b.time})`];
      check(start % 15 === 0, `${what} is off the quarter hours`);
      // Inside one opening range of the day: no booking runs through the parlour's lunch break.
      check(
        !!hours &&
          (hours.ranges?.length ? hours.ranges : [hours]).some(
            (range) => start >= clock(range.open) && start + b.minutes <= clock(range.close),
          ),
        `${what} is outside the hours`,
      );
      check(b.starts === nairobiInstant(b.date, b.time).getTime(), `${what} starts at another instant`);
      check(b.ends - b.starts === b.minutes * 60_000, `${what} does not last its ${b.minutes} minutes`);
      check(b.price === b.menu_price, `${what} costs KES ${b.price}, the menu KES ${b.menu_price}`);
      check(b.place === 'vendor' || (!!b.address && !!b.landmark), `${what} is a visit without address`);
      check((b.ended_by !== null) === (b.status === 'cancelled'), `${what}: ended_by and status disagree`);
      // A confirmed booking takes a chair, or a person (a walk-in given to a stylist, a professional's own).
      if (b.status === 'confirmed') {
        const { chair } = b;
        if (chair === null) check(b.staff !== null, `${what} has neither chair nor staff`);
        else {
          check(chair >= 1 && chair <= schedule.capacity, `${what} has chair ${chair}`);
          confirmed.set(b.vendor, [...(confirmed.get(b.vendor) ?? []), b]);
        }
      }
    }
    let busiest = 0;
    for (const [vendor, list] of confirmed) {
      // A sweep over starts and ends (ends first at the same instant): the most appointments at once.
      const edges = list
        .flatMap((b) => [
          [b.starts, 1],
          [b.ends, -1],
        ])
        .sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);
      let [running, most] = [0, 0];
      for (const [, change] of edges) {
        running += change!;
        most = Math.max(most, running);
      }
      const { capacity } = schedules.get(vendor)!;
      check(
        most <= capacity,
        `vendor ${vendor} has ${most} confirmed appointments at once, capacity ${capacity}`,
      );
      busiest = Math.max(busiest, most);
    }
    expect(broken).toEqual([]);
    // Businesses do run appointments side by side.
    expect(busiest).toBeGreaterThan(1);
    const statuses = new Set(booked.map((b) => `${b.status}:${b.place}`));
    for (const status of ['pending', 'confirmed', 'completed', 'cancelled'])
      for (const place of ['vendor', 'client']) expect(statuses).toContain(`${status}:${place}`);
  });

  it('writes reviews about the service booked, never the same words twice on one profile', async () => {
    const written = await rows<{ vendor: number; text: string; category: string }>(sql`
      select r.subject_id as vendor, r.review_text as text, c.name as category
      from reviews r join bookings b on b.id = r.booking_id
      join services s on s.id = b.service_id join service_categories c on c.id = s.service_category_id
      where r.review_text <> ''`);
    expect(written.length).toBeGreaterThan(300);
    // What each category's work is called: a review of it names it.
    const work: Record<string, RegExp> = {
      Barbering: /\b(cut|fade|line-up|beard|shave|clippers|barber|kinyozi)\b/i,
      'Hair Braiding': /\b(braids?|braiding|cornrows)\b/i,
      Locs: /\b(locs|retwist)\b/i,
      'Hair Styling': /\b(hair|silk press|wig|weave)\b/i,
      'Manicure and Pedicure': /\b(nails?|polish|cuticles|manicure|pedicure)\b/i,
      Tattoos: /\b(tattoo|henna)\b/i,
      Spas: /\b(spa|steam|sauna|scrub)\b/i,
      'Waxing Services': /\b(wax|waxing)\b/i,
      'Make-up': /\b(make-up|foundation|glam)\b/i,
      Massage: /\bmassage\b/i,
      Facials: /\b(skin|facial)\b/i,
      'Lashes and Brows': /\b(lashes|brows?)\b/i,
    };
    const hairCategories = new Set(['Barbering', 'Hair Braiding', 'Locs', 'Hair Styling']);
    const hairWords = /\b(hair|braids?|locs|cornrows|fade|haircut|wig|weave)\b/i;
    const misfits = written.filter(
      (r) => !work[r.category]!.test(r.text) || (!hairCategories.has(r.category) && hairWords.test(r.text)),
    );
    expect(misfits).toEqual([]);
    // No profile shows one sentence twice, with or without another ending.
    const firstSentence = (text: string) => text.split(/(?<=[.!?])\s/)[0];
    const seen = new Set<string>();
    const repeated = written.filter((r) => {
      const key = `${r.vendor}:${firstSentence(r.text)}`;
      return seen.has(key) || !seen.add(key);
    });
    expect(repeated).toEqual([]);
  });

  it('shows portfolios of locally drawn WebP photos on the demo vendors and many others, and covers', async () => {
    const [businessAccount, proAccount] = DEMO_ACCOUNTS;
    const anonymous = new Caller(server);
    const ids = await rows<{ id: number; email: string }>(
      sql`select id, email from users where email in (${businessAccount.email}, ${proAccount.email})`,
    );
    const idOf = (email: string) => ids.find((r) => r.email === email)!.id;
    const proPhotos = (await anonymous.get(`/api/vendors/${idOf(proAccount.email)}/portfolio/`)).body.photos;
    const salonPhotos = (await anonymous.get(`/api/vendors/${idOf(businessAccount.email)}/portfolio/`)).body
      .photos;
    for (const photos of [proPhotos, salonPhotos]) {
      expect(photos.length).toBeGreaterThanOrEqual(3);
      expect(photos.length).toBeLessThanOrEqual(6);
      for (const photo of photos) expect(photo.caption).not.toBe('');
    }
    // The braider shows braids.
    for (const photo of proPhotos) expect(photo.caption).toMatch(/braids|cornrows|twende|crochet/i);

    const image = await server.app.inject({ method: 'GET', url: `${proPhotos[0].src}?w=320` });
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers.etag).toBeTruthy();
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 240 });
    expect(meta.exif).toBeUndefined();
    const large = await server.app.inject({ method: 'GET', url: proPhotos[0].src });
    expect((await sharp(large.rawPayload).metadata()).width).toBe(1280);

    const [share] = await rows<{
      with_photos: number;
      vendors: number;
      businesses: number;
      covers: number;
    }>(sql`
      select (select count(distinct vendor_id) from portfolio_photos)::int as with_photos,
             (select count(*) from users where user_type in ('Business Owner', 'Beauty Professional'))::int as vendors,
             (select count(*) from business_profiles)::int as businesses,
             (select count(*) from business_profiles where cover like '/media/%')::int as covers`);
    expect(share!.with_photos).toBeGreaterThan(share!.vendors * 0.3);
    expect(share!.covers).toBe(share!.businesses);
    const salon = await anonymous.get(`/api/business-owners/${idOf(businessAccount.email)}/`);
    const cover = await server.app.inject({ method: 'GET', url: salon.body.cover });
    expect(await sharp(cover.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1280 });
    // A small pool of pictures is drawn once and shared, not encoded per vendor.
    const [media] = await rows<{ n: number }>(
      sql`select count(*)::int as n from media where owner_id is null`,
    );
    expect(media!.n).toBeLessThan(200);
  });

  it('keeps a shared picture on other profiles when one vendor removes it from hers', async () => {
    const pro = await signIn(DEMO_ACCOUNTS[1].email);
    const proId = (await pro.get('/api/me/')).body.id;
    const [photo] = (await pro.get(`/api/vendors/${proId}/portfolio/`)).body.photos;
    const [other] = await rows<{ vendor: number }>(sql`
      select vendor_id as vendor from portfolio_photos
      where media_id = ${Number(photo.src.slice('/media/'.length))} and vendor_id <> ${proId} limit 1`);
    expect(other).toBeDefined();
    expect((await pro.delete(`/api/vendors/${proId}/portfolio/${photo.id}/`)).status).toBe(204);
    expect((await pro.get(`/api/vendors/${proId}/portfolio/`)).body.photos).not.toContainEqual(photo);
    const theirs = (await new Caller(server).get(`/api/vendors/${other!.vendor}/portfolio/`)).body.photos;
    expect(theirs.map((p: { src: string }) => p.src)).toContain(photo.src);
    expect((await server.app.inject({ method: 'GET', url: photo.src })).statusCode).toBe(200);
  });

  it('fills the typical prices into a catalogue still at the migration placeholder', async () => {
    await server.database.db.execute(sql`update services set price_kes = 1000`);
    await ensureCatalogue(server.database.db);
    const prices = await rows<{ name: string; price_kes: number }>(sql`select name, price_kes from services`);
    const typical = new Map(
      Object.values(CATALOGUE)
        .flat()
        .map(([name, , priceKes]) => [name, priceKes]),
    );
    expect(prices.length).toBe(typical.size);
    for (const { name, price_kes } of prices) expect(price_kes, name).toBe(typical.get(name));
    expect(typical.get('Haircut')).toBe(500);
  });
});
