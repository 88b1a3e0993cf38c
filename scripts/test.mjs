// `pnpm test`: every check the project promises, in order, with one summary at the end.
// The API suite runs on embedded PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';

const reportDir = 'test-results';
mkdirSync(reportDir, { recursive: true });
const vitestReport = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportDir}/${name}.json`,
];

const steps = [
  ['API contract lint', 'pnpm', ['lint:api']],
  ['generated client is current', 'pnpm', ['--filter', '@urembo/api-client', 'check']],
  ['lint', 'pnpm', ['exec', 'eslint', '.', '--max-warnings=0']],
  ['format', 'pnpm', ['exec', 'prettier', '--check', '.', '--log-level=warn']],
  ['typecheck', 'pnpm', ['typecheck']],
  ['unit, API and component tests (PGlite)', 'pnpm', ['exec', 'vitest', 'run', ...vitestReport('all')]],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push([
    'API tests on PostgreSQL',
    'pnpm',
    ['exec', 'vitest', 'run', '--project', 'api', ...vitestReport('api-postgres')],
    { DATABASE_URL: process.env.TEST_DATABASE_URL },
  ]);
}
// @urembo/ui and @urembo/kenya packed and installed with npm in apps outside the workspace (issue 19).
steps.push(['published packages in fresh apps (lowest and newest React)', 'pnpm', ['test:consumer']]);
// Every Storybook docs page opened in Chromium: none may be covered by an open dialog.
steps.push(['Storybook docs pages', 'pnpm', ['test:storybook-docs']]);
// The three journeys and the tour of every route, in Chromium against `pnpm start` on a fresh database.
steps.push(['end-to-end journeys (Playwright, Chromium)', 'pnpm', ['exec', 'playwright', 'test']]);
// Issue 20: every route in the pseudo-locale build: no text left out of the catalogues, no overflow at 360 px.
steps.push(['pseudo-locale: no hard-coded text, no overflow at 360 px (Chromium)', 'pnpm', ['test:pseudo']]);
// Three instances behind nginx on PostgreSQL and Redis (deploy/): needs all three on this machine.
if (process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL && existsSync('/usr/sbin/nginx'))
  steps.push(['cluster: three instances behind nginx', 'pnpm', ['test:cluster']]);
else
  console.log(
    'cluster test left out: it needs TEST_DATABASE_URL, TEST_REDIS_URL and nginx (.ci/run sets them up)',
  );

for (const file of ['all', 'api-postgres', 'e2e']) rmSync(`${reportDir}/${file}.json`, { force: true });
let passed = 0;
let failed = 0;
const failedSteps = [];
for (const [name, cmd, args, env] of steps) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) {
    passed += 1;
    console.log(`=== ${name}: ok (${seconds} s)`);
  } else {
    failed += 1;
    failedSteps.push(name);
    console.log(`=== ${name}: FAILED (${seconds} s)`);
  }
}
let testsPassed = 0;
let testsFailed = 0;
// CI keeps only the end of the log: the names of what failed are repeated here, with the first line of each error.
const failedTests = [];
for (const file of ['all', 'api-postgres']) {
  const path = `${reportDir}/${file}.json`;
  if (!existsSync(path)) continue;
  const report = JSON.parse(readFileSync(path, 'utf8'));
  testsPassed += report.numPassedTests;
  testsFailed += report.numFailedTests;
  for (const suite of report.testResults) {
    const where = `${file}: ${suite.name.replace(`${process.cwd()}/`, '')}`;
    const tests = suite.assertionResults.filter((test) => test.status === 'failed');
    for (const test of tests)
      failedTests.push(`${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (suite.status === 'failed' && tests.length === 0)
      failedTests.push(`${where}: ${firstLine(suite.message)}`);
  }
}
const e2eReport = `${reportDir}/e2e.json`;
if (existsSync(e2eReport)) {
  const { stats } = JSON.parse(readFileSync(e2eReport, 'utf8'));
  testsPassed += stats.expected + stats.flaky;
  testsFailed += stats.unexpected;
}
if (failedSteps.length > 0) console.log(`\nfailed steps: ${failedSteps.join('; ')}`);
for (const test of failedTests) console.log(`failed: ${test}`);
console.log(`\nsteps: ${passed} passed, ${failed} failed`);
console.log(`tests: ${testsPassed} passed, ${testsFailed} failed`);
process.exit(failed === 0 ? 0 : 1);

function firstLine(text) {
  // Vitest colours its messages; the summary is read as plain text.
  return String(text ?? '')
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
    .split('\n')[0]
    .slice(0, 300);
}
