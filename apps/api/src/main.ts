import { loadConfigOrExit } from './config.ts';
import { SchemaBehindError } from './db/client.ts';
import { createServer } from './server.ts';
import { ensureDemoData } from './seed/demo.ts';

const config = loadConfigOrExit();
const started = Date.now();
const server = await createServer({
  config,
  // buildApp adds the serializers that keep query strings and error parameters out (http/logging.ts).
  logger: { level: config.logLevel },
  smsOutbox: true,
}).catch((error: unknown) => {
  if (!(error instanceof SchemaBehindError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
const { app, database } = server;
const demoAccounts = config.seedDemo ? await ensureDemoData(database.db) : undefined;

/**
 * SIGTERM (a deploy, systemd, a container stop): stop taking connections, end the notification streams so
 * browsers reconnect through the proxy to another instance, let requests in flight finish for up to
 * DRAIN_TIMEOUT_MS, then stop the workers (their jobs go back to the queue) and exit.
 */
let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  const began = Date.now();
  app.log.info(`${signal}: draining (up to ${config.drainTimeoutMs} ms)`);
  await server.drain(config.drainTimeoutMs);
  await server.close();
  app.log.info(`drained and stopped in ${Date.now() - began} ms`);
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await server.startWorkers();
const address = await server.listen(config.port, config.host);
app.log.info(`Urembo is serving on ${address} (database: ${database.kind}) in ${Date.now() - started} ms`);
if (server.mpesa)
  app.log.info(
    `M-Pesa: local Daraja simulator on ${server.mpesa.url} (answers after ${server.mpesa.options.delayMs} ms); set MPESA_BASE_URL for Safaricom`,
  );
app.log.info(
  server.sms
    ? `SMS: local Africa's Talking simulator on ${server.sms.url}, writing to ${server.deps.sms.target}; set AT_USERNAME and AT_API_KEY for Africa's Talking`
    : `SMS: Africa's Talking (${server.deps.sms.target})`,
);
// The demo accounts are for the person at the terminal: plain lines, not a JSON log record.
if (demoAccounts) process.stdout.write(`${demoAccounts}\n`);
