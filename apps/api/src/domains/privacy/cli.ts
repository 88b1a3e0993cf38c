import { writeFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { loadConfigOrExit } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { Events } from '../../events/index.ts';
import { startJobs } from '../../jobs/index.ts';
import { MESSAGE_QUEUES } from '../messaging/index.ts';
import { PAYMENT_QUEUES } from '../payments/index.ts';
import { BOOKING_QUEUES } from '../bookings/index.ts';
import { eraseAccount } from './erase.ts';
import { collectMyData, myDataArchive } from './export.ts';
import { forgetInOutboxes } from './outboxes.ts';

/**
 * For a data-subject request that comes by e-mail or letter rather than through the app
 * (docs/data-protection.md): `export <id or e-mail> <file.zip>` writes the user's archive, `erase <id or
 * e-mail>` deletes the account as the app's "Delete my account" does (also to erase again, after
 * restoring a backup, the accounts deleted since it was taken). Run with the server's environment;
 * PGlite's files open in one process only, so stop `pnpm start` first.
 */
const [command, who, target] = process.argv.slice(2);
const usage = 'usage: privacy-cli export <id or e-mail> <file.zip> | erase <id or e-mail>';
if (!who || (command !== 'export' && command !== 'erase') || (command === 'export' && !target)) {
  process.stderr.write(`${usage}\n`);
  process.exit(2);
}

const config = loadConfigOrExit();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  const [user] = await database.db
    .select({ id: users.id, deletedAt: users.deletedAt })
    .from(users)
    .where(/^\d+$/.test(who) ? eq(users.id, Number(who)) : sql`lower(${users.email}) = lower(${who})`);
  if (!user) {
    process.stderr.write(`No account ${who}.\n`);
    process.exitCode = 1;
  } else if (command === 'export') {
    const collected = await collectMyData(database.db, user.id, config.publicUrl);
    writeFileSync(target!, await myDataArchive(database.db, collected));
    process.stdout.write(`Wrote the data of account ${user.id} to ${target}.\n`);
  } else if (user.deletedAt) {
    process.stdout.write(`Account ${user.id} was erased on ${user.deletedAt.toISOString()}.\n`);
  } else {
    // The messages to the other side of cancelled bookings go out when the server next runs.
    const jobs = await startJobs(database, {
      queues: { ...MESSAGE_QUEUES, ...PAYMENT_QUEUES, ...BOOKING_QUEUES },
      onError: (error) => process.stderr.write(`${error.message}\n`),
    });
    // The server's browse lists expire on their own: no instance listens to this process's events.
    const events = new Events();
    const erased = await database.db.transaction((tx) => eraseAccount(tx, { jobs, events }, user.id));
    await jobs.stop();
    const copies = erased ? await forgetInOutboxes(config.dataDir, erased) : 0;
    process.stdout.write(
      `Erased account ${user.id}${copies ? ` and ${copies} local outbox copies of messages` : ''}.\n`,
    );
  }
} finally {
  await database.close();
}
