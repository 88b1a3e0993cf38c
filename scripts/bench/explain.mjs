// The plans of the browse lists (issue 21): each list query as the server writes it (apps/api's own
// queries, with every filter the contract offers), explained with the rows it really reads. A sequential
// scan of a large table is a plan that grows with the data: counted, and the figure's budget is none.
import { register } from 'tsx/esm/api';

register();
const { openDatabase } = await import('../../apps/api/src/db/client.ts');
const accounts = await import('../../apps/api/src/domains/accounts/queries.ts');

/** Tables of more than this many rows are large: a sequential scan of one reads the data's size. */
const LARGE_ROWS = 10_000;

/** The lists explained: professionals with each filter and the common pairs, then businesses. */
function listQueries({ category, service }) {
  const professionals = [
    [
      "(b') county + category + rating band",
      { county: 'Nairobi', service_category: category, rating: '4 stars and above' },
    ],
    ['no filter', {}],
    ['county', { county: 'Nairobi' }],
    ['sub-county', { sub_county: 'Westlands' }],
    ['county + category', { county: 'Mombasa', service_category: category }],
    ['category', { service_category: category }],
    ['rating band', { rating: '3 stars' }],
    ['county + rating band (2 and below)', { county: 'Kisumu', rating: '2 stars and below' }],
    ['services', { services: [service] }],
    ['experience + county', { county: 'Nakuru', experience_level: 'Expert' }],
    ['price ceiling', { max_price: 600 }],
    ['unavailable', { is_available: false }],
    ['available + county', { county: 'Nairobi', is_available: true }],
    ['search: a service name', { search: 'cornrows' }],
    ['search: a name', { search: 'Professional 4242' }],
    ['search: no match', { search: 'xyzzy' }],
    ['search + county', { search: 'braids', county: 'Kiambu' }],
    ['county, page 30', { county: 'Nairobi' }, 30],
  ];
  const businesses = [
    ['county + category', { county: 'Nairobi', service_category: category }],
    ['county', { county: 'Nairobi' }],
    ['search', { search: 'salon 12' }],
    ['services + price ceiling', { services_business: [service], max_price: 5000 }],
  ];
  return [
    ...professionals.map(([label, filters, page]) => ({
      label: `professionals, ${label}`,
      list: 'browseProfessionals',
      filters,
      page,
    })),
    ...businesses.map(([label, filters, page]) => ({
      label: `businesses, ${label}`,
      list: 'browseBusinesses',
      filters,
      page,
    })),
  ];
}

/** A parameter as an SQL literal, arrays as PostgreSQL's '{...}': EXECUTE takes its values in its text. */
function literal(value) {
  const text = Array.isArray(value)
    ? `{${value.map((item) => `"${String(item).replace(/["\\]/g, '\\$&')}"`).join(',')}}`
    : String(value);
  return `'${text.replaceAll("'", "''")}'`;
}

/** Statement names are unique for the life of `client` (node-postgres remembers each one it prepared). */
let statements = 0;

/**
 * Runs every list query once through apps/api (its text and parameters captured), then EXPLAIN ANALYZE of
 * each on `client` as the server runs it: a named prepared statement (accounts/queries.ts, `prepared`),
 * for which PostgreSQL may keep one generic plan after its fifth run; so each is prepared here, run six
 * times and then explained. Answers, per list, the plan's text, whether it is the generic plan, its
 * execution time and the large tables it reads sequentially.
 */
export async function explainLists({ url, client, viewerId, category, service }) {
  const { rows: tables } = await client.query(
    `select relname from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace
       and reltuples > $1`,
    [LARGE_ROWS],
  );
  const large = new Set(tables.map((row) => row.relname));
  let captured;
  const database = await openDatabase({
    url,
    dataDir: 'memory://',
    poolSize: 1,
    migrate: false,
    logQuery: (text, params) => (captured = { text, params }),
  });
  const explained = [];
  try {
    for (const query of listQueries({ category, service })) {
      const number = query.page ?? 1;
      captured = undefined;
      await accounts[query.list](
        database,
        query.filters,
        { page: number, size: 20, offset: (number - 1) * 20 },
        viewerId,
      );
      const name = `explained_${++statements}`;
      for (let run = 0; run < 6; run++)
        await client.query({ name, text: captured.text, values: captured.params });
      const { rows } = await client.query(
        `explain (analyze, costs off, buffers off) execute ${name}(${captured.params.map(literal).join(', ')})`,
      );
      const {
        rows: [{ generic }],
      } = await client.query(
        'select generic_plans > 0 as generic from pg_prepared_statements where name = $1',
        [name],
      );
      await client.query(`deallocate ${name}`);
      const plan = rows.map((row) => row['QUERY PLAN']);
      const seqScans = [
        ...new Set(plan.flatMap((line) => [...line.matchAll(/Seq Scan on (\w+)/g)].map((match) => match[1]))),
      ].filter((table) => large.has(table));
      const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan.join('\n'))?.[1]);
      explained.push({ label: query.label, plan, generic, ms, seqScans });
    }
  } finally {
    await database.close();
  }
  return explained;
}

/** The plan's lines that say how the matches are read: the scans of the `matched` part, and the time. */
export function planSummary(plan) {
  return plan.filter((line) => /Scan on|Scan using|Execution Time/.test(line)).slice(0, 4);
}
