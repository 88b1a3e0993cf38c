// Part 4: 500 simultaneous confirmations of overlapping bookings of one professional, spread over two
// server processes on one PostgreSQL. The EXCLUDE constraint must let exactly one through.
import { register } from './http.mjs';

const ATTEMPTS = 500;

export async function benchContention({ origins, db, add }) {
  const professional = await register(origins[0], 'Beauty Professional');
  const { rows: customers } = await db.query(
    `select id from users where user_type = 'Retail Customer' order by id limit 50`,
  );
  const { rows: services } = await db.query('select id from services order by id limit 1');
  // Every booking overlaps every other: same day, starts a minute apart, each lasting two hours.
  const { rows: bookings } = await db.query(
    `insert into bookings (customer_id, vendor_id, service_id, booking_date, booking_time, starts_at, ends_at,
                           county, sub_county, status)
     select ($1::int[])[1 + g % cardinality($1::int[])], $2, $3, (now() + interval '40 days')::date,
            '09:00'::time + g * interval '10 seconds',
            date_trunc('day', now() + interval '40 days') + interval '6 hours' + g * interval '10 seconds',
            date_trunc('day', now() + interval '40 days') + interval '8 hours' + g * interval '10 seconds',
            'Nairobi', 'Westlands', 'pending'
     from generate_series(1, $4::int) g
     returning id`,
    [customers.map((c) => c.id), professional.id, services[0].id, ATTEMPTS],
  );
  const headers = { authorization: `Bearer ${professional.token}`, 'content-type': 'application/json' };
  const answers = await Promise.all(
    bookings.map(async ({ id }, index) => {
      try {
        const response = await fetch(`${origins[index % origins.length]}/api/bookings/${id}/`, {
          method: 'PATCH',
          headers,
          body: JSON.stringify({ status: 'confirmed' }),
        });
        const body = await response.json().catch(() => undefined);
        return {
          status: response.status,
          clean: typeof body?.detail === 'string' || response.status === 200,
        };
      } catch {
        return { status: 0, clean: false };
      }
    }),
  );
  const count = (test) => answers.filter(test).length;
  const { rows: confirmed } = await db.query(
    `select count(*)::int as n from bookings where vendor_id = $1 and status = 'confirmed'`,
    [professional.id],
  );
  const figure = (name, value, budget) => add({ part: 'contention', figure: name, value, unit: '', budget });
  figure(
    `${ATTEMPTS} confirmations on ${origins.length} processes: 200 confirmed`,
    count((a) => a.status === 200),
    {
      min: 1,
      max: 1,
    },
  );
  figure(
    '  409 with a message',
    count((a) => a.status === 409 && a.clean),
    { min: ATTEMPTS - 1, max: ATTEMPTS - 1 },
  );
  figure(
    '  5xx or no answer',
    count((a) => a.status >= 500 || a.status === 0),
    { max: 0 },
  );
  figure(
    '  other answers',
    count((a) => ![200, 409].includes(a.status) && a.status < 500 && a.status !== 0),
    {
      max: 0,
    },
  );
  figure('  confirmed rows in the database', confirmed[0].n, { min: 1, max: 1 });
}
