// Bulk data for the bench, written with generate_series in a few statements: seconds for 100,000
// professionals, where the demo seeder (one account at a time, real password hashes) would take minutes.
// Every vendor is set up (bio, county, category, two services, hours saved: every day 06:00-22:00), so the
// lists show them all and a bench booking can ask for any quarter hour of those days.
import { signToken } from './http.mjs';

/** County and one of its sub-counties, in the order of @urembo/kenya. */
export async function kenyanPlaces() {
  const { register } = await import('tsx/esm/api');
  register();
  const { counties } = await import('../../packages/kenya/src/index.ts');
  return counties.map((county) => ({ county: county.name, subCounty: county.subCounties[0] }));
}

/** The hours every bench vendor saved; a bench booking may ask for any quarter hour inside them. */
export const BENCH_HOURS = { open: '06:00', close: '22:00' };
const WEEKLY = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [
    day,
    BENCH_HOURS,
  ]),
);

/**
 * A saved schedule, as PUT /api/vendors/{id}/schedule/ writes it, for the vendors `where` picks from users u
 * (its parameters are $3 on).
 */
async function seedSchedules(client, places, where, parameters = []) {
  await client.query(
    `insert into vendor_schedules (vendor_id, weekly, places)
     select u.id, $1::jsonb, $2::text[] from users u where ${where}`,
    [JSON.stringify(WEEKLY), places, ...parameters],
  );
}

const RATING = (g) => `round((1 + ((${g}::bigint * 7919) % 401) / 100.0)::numeric, 2)`;

/**
 * Professionals number from..to (1-based, so a later call can add more), in a few statements over
 * generate_series: about a minute for 1,000,000 on two cores. The users are written first, then their
 * menus, then their profiles, whose trigger (migration 0010) copies the rating, the name and the menu's
 * service names once per profile.
 */
export async function seedProfessionals(client, places, from, to) {
  const { rows: categories } = await client.query(
    `select c.id, (select array_agg(s.id order by s.id) from (
       select id from services where service_category_id = c.id order by id limit 2) s) as services
     from service_categories c order by c.id`,
  );
  const { rows: added } = await client.query(
    `with added as (
       insert into users (user_type, name, email, password_hash, rating_avg, review_count)
       select 'Beauty Professional', 'Bench Professional ' || g, 'bench-pro-' || g || '@example.co.ke',
              'bench-no-login', ${RATING('g')}, (g * 31) % 60
       from generate_series($1::int, $2::int) g
       order by g
       returning id
     )
     select min(id) as first, max(id) as last, count(*)::int as n from added`,
    [from, to],
  );
  const { first, last, n } = added[0];
  // One statement, one session, in order of g: the ids are contiguous, id = first + (g - from).
  if (Number(last) - Number(first) + 1 !== n) throw new Error('bench professionals got ids with gaps');
  const g = `(id - ${Number(first)} + ${Number(from)})`;
  const category = `(1 + ${g} % ${categories.length})`;
  const nairobi = places.findIndex((p) => p.county === 'Nairobi') + 1;
  await client.query(
    `insert into vendor_services (vendor_id, service_id)
     select id, ($3::int[])[${category}] from generate_series($1::int, $2::int) id
     union all
     select id, ($4::int[])[${category}] from generate_series($1::int, $2::int) id
     where ($4::int[])[${category}] is not null`,
    [first, last, categories.map((c) => c.services[0]), categories.map((c) => c.services[1] ?? null)],
  );
  // A bulk load as an import would do it: the profiles' secondary indexes are built once after the rows
  // are in (sorted), not grown one row at a time (at 1,000,000 rows, a few times faster).
  const { rows: indexes } = await client.query(
    `select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
     from pg_index x join pg_class i on i.oid = x.indexrelid
     where x.indrelid = 'professional_profiles'::regclass and not x.indisprimary`,
  );
  for (const { name } of indexes) await client.query(`drop index "${name}"`);
  // Spread as the trade is: about a quarter in Nairobi (g % 101, a prime, keeps that apart from the
  // category's and rating's turns), the rest evenly over the 47 counties. So (b)'s filter finds a full page
  // at every size, and the sizes compare pages of the same 20 rows.
  const place = `(case when ${g} % 101 < 23 then ${nairobi} else 1 + ${g} % cardinality($3::text[]) end)`;
  await client.query(
    `insert into professional_profiles (user_id, bio, county, sub_county, experience_level, service_category_id)
     select id, 'Braids, locs and nails, neatly and on time. Bench professional ' || ${g},
            ($3::text[])[${place}], ($4::text[])[${place}],
            (array['Beginner', 'Intermediate', 'Expert'])[1 + ${g} % 3], ($5::int[])[${category}]
     from generate_series($1::int, $2::int) id`,
    [first, last, places.map((p) => p.county), places.map((p) => p.subCounty), categories.map((c) => c.id)],
  );
  await client.query(`set maintenance_work_mem = '256MB'`);
  for (const { definition } of indexes) await client.query(definition);
  await seedSchedules(client, ['vendor', 'client'], 'u.id between $3 and $4', [first, last]);
  // Every tenth professional has five reviews from clients (seeded first, so their ids are contiguous).
  await client.query(
    `with clients as (
       select min(id) as first, count(*) as n from users where email like 'bench-client-%'
     )
     insert into reviews (reviewer_id, subject_id, rating, review_text)
     select clients.first + (id + r) % clients.n, id, 1 + (id + r) % 5, 'Good work, on time. Review ' || r
     from generate_series($1::int, $2::int) id
     cross join generate_series(1, 5) r
     cross join clients
     where ${g} % 10 = 0`,
    [first, last],
  );
}

export async function seedBusinesses(client, places, count) {
  await client.query(
    `with categories as (select array_agg(id order by id) as ids from service_categories),
     added as (
       insert into users (user_type, name, email, password_hash, rating_avg, review_count)
       select 'Business Owner', 'Bench Business ' || g, 'bench-business-' || g || '@example.co.ke',
              'bench-no-login', ${RATING('g')}, (g * 17) % 40
       from generate_series(1, $1::int) g
       returning id, substring(email from 'bench-business-(\\d+)@')::int as g
     )
     insert into business_profiles (user_id, business_name, business_bio, county, sub_county, service_category_id)
     select added.id, 'Bench Salon ' || added.g, 'A salon and spa.', place.county, place.sub_county,
            categories.ids[1 + added.g % cardinality(categories.ids)]
     from added
     cross join categories
     join unnest($2::text[], $3::text[]) with ordinality as place(county, sub_county, n)
       on place.n = 1 + added.g % cardinality($2::text[])`,
    [count, places.map((p) => p.county), places.map((p) => p.subCounty)],
  );
  await client.query(
    `insert into vendor_services (vendor_id, service_id)
     select b.user_id, s.id
     from business_profiles b
     cross join lateral (
       select id from services where service_category_id = b.service_category_id order by id limit 3
     ) s`,
  );
  await seedSchedules(client, ['vendor'], "u.email like 'bench-business-%'");
}

export async function seedClients(client, count) {
  await client.query(
    `insert into users (user_type, name, email, password_hash)
     select 'Retail Customer', 'Bench Client ' || g, 'bench-client-' || g || '@example.co.ke', 'bench-no-login'
     from generate_series(1, $1::int) g`,
    [count],
  );
}

/**
 * `count` more customers, `bench-<label>-N`, each with a token signed for it (see signToken): the booking
 * figures need many customers, as one may keep only 3 requests waiting with a vendor and 10 in all, and a
 * registration through the API costs a scrypt hash each (about 4 a second on two busy cores).
 */
export async function seedCustomers(client, label, count) {
  const { rows } = await client.query(
    `insert into users (user_type, name, email, password_hash)
     select 'Retail Customer', 'Bench Customer ' || g, 'bench-' || $1 || '-' || g || '@example.co.ke', 'bench-no-login'
     from generate_series(1, $2::int) g
     returning id, token_version`,
    [label, count],
  );
  return rows.map((row) => ({
    id: row.id,
    token: signToken({ id: row.id, userType: 'Retail Customer', tokenVersion: row.token_version }),
  }));
}

// After a bulk load, the state of a database in service: planner statistics, the visibility map that
// autovacuum would otherwise build while the figures are taken, and the load's pages written out (else the
// checkpointer writes them then): their work would be counted in the figures, by chance.
export async function settle(client) {
  await client.query('vacuum analyze');
  await client.query('checkpoint');
}

/**
 * `count` portfolio photos of a vendor, each a small image (one width), as the profile page shows them:
 * the bench's profile call (c') reads them beside the vendor and its reviews.
 */
export async function seedPortfolio(client, vendorId, count) {
  await client.query(
    `with images as (
       insert into media (owner_id, content_type, data, width, height, etag)
       select $1, 'image/webp', decode(repeat('00', 2048), 'hex'), 640, 480, 'bench-' || k
       from generate_series(1, $2::int) k
       returning id
     )
     insert into portfolio_photos (vendor_id, media_id, caption)
     select $1, id, 'Knotless braids, bench photo ' || id from images`,
    [vendorId, count],
  );
}

/** The professional whose free slots the bench reads: the first one, busy (see seedAppointments). */
export const BUSY_PROFESSIONAL = 'bench-pro-1@example.co.ke';
export const BUSY_APPOINTMENTS = 200;

/**
 * `count` confirmed appointments of one professional over the next 89 days (Nairobi calendar), two or three
 * a day at 06:30, 11:30 and 16:30, of its shortest service (so its days keep free slots between them): on
 * chair 1 and never overlapping, as the API would have confirmed them (no catalogue service lasts more than
 * the five hours between two starts).
 */
export async function seedAppointments(client, email, count) {
  await client.query(
    `with vendor as (
       select p.user_id as id, p.county, p.sub_county, s.id as service,
              coalesce(vs.duration_minutes, s.duration_minutes) as minutes,
              coalesce(vs.price_kes, s.price_kes) as price
       from users u
       join professional_profiles p on p.user_id = u.id
       join vendor_services vs on vs.vendor_id = u.id
       join services s on s.id = vs.service_id
       where u.email = $1
       order by coalesce(vs.duration_minutes, s.duration_minutes), s.id limit 1
     ),
     clients as (select min(id) as first, count(*) as n from users where email like 'bench-client-%'),
     slots as (
       select k, (now() at time zone 'Africa/Nairobi')::date + 1 + k % 89 as day,
              '06:30'::time + (k / 89) * interval '5 hours' as at
       from generate_series(0, $2::int - 1) k
     )
     insert into bookings (customer_id, vendor_id, service_id, booking_date, booking_time, starts_at, ends_at,
                           county, sub_county, client_name, status, price_kes, chair)
     select clients.first + slots.k % clients.n, vendor.id, vendor.service, slots.day, slots.at,
            (slots.day + slots.at) at time zone 'Africa/Nairobi',
            (slots.day + slots.at + vendor.minutes * interval '1 minute') at time zone 'Africa/Nairobi',
            vendor.county, vendor.sub_county, 'Bench Client', 'confirmed', vendor.price, 1
     from slots cross join vendor cross join clients`,
    [email, count],
  );
}

/** The salon whose staff's free slots the bench reads (issue 32): 10 staff, 200 confirmed bookings each. */
export const BUSY_SALON = 'bench-business-1@example.co.ke';
export const SALON_STAFF = 10;

/**
 * `perStaff` confirmed bookings of each of `SALON_STAFF` professionals at the salon over the next 89 days,
 * at the busy professional's times (never overlapping for one person, as the database keeps it), of the
 * salon's shortest service. The staff are the last professionals seeded: they have no bookings of their
 * own and are none of those (d) books (the first 500), whose requests their salon hours would refuse.
 */
export async function seedSalonDay(client, perStaff) {
  await client.query(
    `with salon as (
       select u.id, b.county, b.sub_county, s.id as service,
              coalesce(vs.duration_minutes, s.duration_minutes) as minutes,
              coalesce(vs.price_kes, s.price_kes) as price
       from users u
       join business_profiles b on b.user_id = u.id
       join vendor_services vs on vs.vendor_id = u.id
       join services s on s.id = vs.service_id
       where u.email = $1
       order by coalesce(vs.duration_minutes, s.duration_minutes), s.id limit 1
     ),
     staff as (
       insert into business_employees (business_id, employee_id, employment_start_date)
       select salon.id, u.id, current_date - 30 from salon
       cross join (
         select id from users where email like 'bench-pro-%@example.co.ke' order by id desc limit $2
       ) u
       returning employee_id as id
     ),
     clients as (select min(id) as first, count(*) as n from users where email like 'bench-client-%'),
     slots as (
       select k, (now() at time zone 'Africa/Nairobi')::date + 1 + k % 89 as day,
              '06:30'::time + (k / 89) * interval '5 hours' as at
       from generate_series(0, $3::int - 1) k
     )
     insert into bookings (customer_id, vendor_id, staff_id, service_id, booking_date, booking_time, starts_at,
                           ends_at, county, sub_county, client_name, status, price_kes)
     select clients.first + slots.k % clients.n, salon.id, staff.id, salon.service, slots.day, slots.at,
            (slots.day + slots.at) at time zone 'Africa/Nairobi',
            (slots.day + slots.at + salon.minutes * interval '1 minute') at time zone 'Africa/Nairobi',
            salon.county, salon.sub_county, 'Bench Client', 'confirmed', salon.price
     from slots cross join salon cross join staff cross join clients`,
    [BUSY_SALON, SALON_STAFF, perStaff],
  );
}

/**
 * The volumes of issue 7: 1,000 businesses, 1,000 clients and `professionals` professionals; and issue 14's
 * busy professional with 200 confirmed appointments.
 */
export async function seedBench(client, places, { professionals, businesses = 1000, clients = 1000 }) {
  await seedClients(client, clients);
  await seedBusinesses(client, places, businesses);
  await seedProfessionals(client, places, 1, professionals);
  await seedAppointments(client, BUSY_PROFESSIONAL, BUSY_APPOINTMENTS);
  await seedSalonDay(client, BUSY_APPOINTMENTS);
  await settle(client);
}

/** Raises the professionals from `current` to `target`. */
export async function growProfessionals(client, places, current, target) {
  await seedProfessionals(client, places, current + 1, target);
  await settle(client);
}
