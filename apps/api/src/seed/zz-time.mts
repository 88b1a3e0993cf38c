import { openDatabase } from '../db/client.ts';
import { ensureCatalogue } from '../domains/catalog/catalogue.ts';
import { seedDemo } from './demo.ts';
const database = await openDatabase({ dataDir: 'memory://' } as never);
await ensureCatalogue(database.db);
const t = Date.now();
await seedDemo(database.db);
console.log('seed', Date.now() - t);
await database.close?.();
