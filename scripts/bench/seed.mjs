// Bulk data for the bench, written with generate_series in a few statements: seconds for 100,000
// professionals, where the demo seeder (one account at a time, real password hashes) would take minutes.
// Every vendor is set up (bio, county, category, two services), so the lists show them all.

/** County and one of its sub-counties, in the order of @urembo/kenya. */
export async function kenyanPlaces() {
  const { register } = await import('tsx/esm/api');
  register();
  const { counties } = await import('../../packages/kenya/src/index.ts');
  return counties.map((county) => ({ county: county.name, subCounty: county.subCounties[0] }));
}

const RATING = (g) => `round((1 + ((${g} * 7919) % 401) / 100.0)::numeric, 2)`;

/** Professionals number from..to (1-based, so a later call can add more). */
export async function seedProfessionals(client, places, from, to) {
  await client.query(
    `with categories as (select array_agg(id order by id) as ids from service_categories),
     added as (
       insert into users (user_type, name, email, password_hash, rating_avg, review_count)
       select 'Beauty Professional', 'Bench Professional ' || g, 'bench-pro-' || g || '@example.co.ke',
              'bench-no-login', ${RATING('g')}, (g * 31) % 60
       from generate_series($1::int, $2::int) g
       returning id, substring(email from 'bench-pro-(\\d+)@')::int as g
     )
     insert into professional_profiles (user_id, bio, county, sub_county, experience_level, service_category_id)
     select added.id, 'Braids, locs and nails, neatly and on time. Bench professional ' || added.g,
            place.county, place.sub_county, (array['Beginner', 'Intermediate', 'Expert'])[1 + added.g % 3],
            categories.ids[1 + added.g % cardinality(categories.ids)]
     from added
     cross join categories
     join unnest($3::text[], $4::text[]) with ordinality as place(county, sub_county, n)
       on place.n = 1 + added.g % cardinality($3::text[])`,
    [from, to, places.map((p) => p.county), places.map((p) => p.subCounty)],
  );
  await client.query(
    `insert into vendor_services (vendor_id, service_id)
     select p.user_id, s.id
     from professional_profiles p
     join users u on u.id = p.user_id
     cross join lateral (
       select id from services where service_category_id = p.service_category_id order by id limit 2
     ) s
     where u.email like 'bench-pro-%' and substring(u.email from 'bench-pro-(\\d+)@')::int between $1 and $2`,
    [from, to],
  );
  // Every tenth professional has five reviews from clients (seeded first, so their ids are contiguous).
  await client.query(
    `with clients as (
       select min(id) as first, count(*) as n from users where user_type = 'Retail Customer'
     )
     insert into reviews (reviewer_id, subject_id, rating, review_text)
     select clients.first + (u.id + r) % clients.n, u.id, 1 + (u.id + r) % 5, 'Good work, on time. Review ' || r
     from users u
     cross join generate_series(1, 5) r
     cross join clients
     where u.email like 'bench-pro-%' and substring(u.email from 'bench-pro-(\\d+)@')::int between $1 and $2
       and substring(u.email from 'bench-pro-(\\d+)@')::int % 10 = 0`,
    [from, to],
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
}

export async function seedClients(client, count) {
  await client.query(
    `insert into users (user_type, name, email, password_hash)
     select 'Retail Customer', 'Bench Client ' || g, 'bench-client-' || g || '@example.co.ke', 'bench-no-login'
     from generate_series(1, $1::int) g`,
    [count],
  );
}

// After a bulk load, the state of a database in service: planner statistics, the visibility map that
// autovacuum would otherwise build while the figures are taken, and the load's pages written out (else the
// checkpointer writes them then): their work would be counted in the figures, by chance.
export async function settle(client) {
  await client.query('vacuum analyze');
  await client.query('checkpoint');
}

/** The volumes of issue 7: 1,000 businesses, 1,000 clients and `professionals` professionals. */
export async function seedBench(client, places, { professionals, businesses = 1000, clients = 1000 }) {
  await seedClients(client, clients);
  await seedBusinesses(client, places, businesses);
  await seedProfessionals(client, places, 1, professionals);
  await settle(client);
}

/** Raises the professionals from `current` to `target`. */
export async function growProfessionals(client, places, current, target) {
  await seedProfessionals(client, places, current + 1, target);
  await settle(client);
}
