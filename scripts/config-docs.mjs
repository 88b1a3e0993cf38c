// Writes docs/configuration.md from the server's configuration schema (`pnpm docs:config`).
// apps/api/test/config.test.ts fails when the table and the schema differ.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { configurationRows } from '../apps/api/src/config.ts';

const target = fileURLToPath(new URL('../docs/configuration.md', import.meta.url));

const cell = (text) => {
  if (text.includes('|')) throw new Error(`A table cell cannot hold "|": ${text}`);
  return text;
};

const rows = configurationRows().map((row) =>
  [`\`${row.variable}\``, row.default, row.expected, row.meaning].map(cell).join(' | '),
);

const text = `# Configuration

The server reads its settings from environment variables when it starts. It checks every one against
the schema in \`apps/api/src/config.ts\` and refuses to start when any is wrong or missing, naming each
one and what it expects. In production (\`NODE_ENV=production\`) it also refuses a missing \`DATABASE_URL\`,
\`JWT_SECRET\`, \`MPESA_BASE_URL\`, \`MPESA_CALLBACK_TOKEN\`, \`SMTP_URL\`, \`AT_USERNAME\`, \`AT_API_KEY\` or \`AT_CALLBACK_TOKEN\`. Outside production a server
without \`JWT_SECRET\` or \`MPESA_CALLBACK_TOKEN\` makes random ones at its first start and keeps them in
\`DATA_DIR/secrets.json\` (readable by its owner only), so each data folder has its own and none is written
in the repository. An empty variable counts as unset.

This table is generated from that schema: after changing it, run \`pnpm docs:config\` (a test fails
while the two differ). Payments are described in [payments.md](payments.md); running behind a reverse
proxy, and the rate limits per address, in [deployment.md](deployment.md).

| variable | default | expected | meaning |
| --- | --- | --- | --- |
${rows.map((row) => `| ${row} |`).join('\n')}
`;

const options = (await prettier.resolveConfig(target)) ?? {};
await writeFile(target, await prettier.format(text, { ...options, filepath: target }));
console.log(`wrote ${target}`);
