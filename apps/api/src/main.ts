import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { ensureCatalogue } from './domains/catalog/catalogue.ts';
import { Contract } from './http/contract.ts';
import { createMailer } from './domains/notifications/mailer.ts';
import { buildApp } from './app.ts';

const config = loadConfig();
const started = Date.now();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await ensureCatalogue(database.db);
const app = await buildApp(
  {
    config,
    database,
    db: database.db,
    contract: Contract.load(),
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      log: (message) => console.log(message),
    }),
  },
  { logger: { level: process.env.LOG_LEVEL ?? 'info' } },
);

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Urembo is serving on http://localhost:${config.port} (database: ${database.kind}) in ${Date.now() - started} ms`,
);
