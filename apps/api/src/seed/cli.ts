import { sql } from 'drizzle-orm';
import { loadConfigOrExit } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { ensureCatalogue } from '../domains/catalog/index.ts';
import { demoAccountsText, isEmpty, seedDemo } from './demo.ts';

/**
 * `pnpm seed` seeds the demo data into an empty database; `pnpm seed --reset` empties every table
 * except the service catalogue first.
 */
const reset = process.argv.includes('--reset');
const config = loadConfigOrExit();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await ensureCatalogue(database.db);
  if (reset) {
    // Both drivers answer raw queries with { rows }.
    const { rows } = (await database.db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' and tablename not in ('services', 'service_categories')`,
    )) as unknown as { rows: { tablename: string }[] };
    const names = rows.map((t) => `"${t.tablename}"`);
    if (names.length)
      await database.db.execute(sql.raw(`truncate ${names.join(', ')} restart identity cascade`));
  } else if (!(await isEmpty(database.db))) {
    console.log('The database already has users; run `pnpm seed --reset` to replace them with demo data.');
    process.exit(0);
  }
  const started = Date.now();
  const summary = await seedDemo(database.db);
  console.log(
    `Seeded ${summary.businesses} businesses, ${summary.professionals} professionals, ${summary.clients} clients, ` +
      `${summary.bookings} bookings and ${summary.reviews} reviews in ${Date.now() - started} ms (database: ${database.kind}).`,
  );
  console.log(demoAccountsText());
} finally {
  await database.close();
}
