// `pnpm chromatic`: uploads the Storybook to Chromatic for QA's visual review, when a token is set.
import { spawnSync } from 'node:child_process';

const token = process.env.CHROMATIC_PROJECT_TOKEN;
if (!token) {
  console.log(
    [
      'Chromatic upload skipped: CHROMATIC_PROJECT_TOKEN is not set.',
      'QA reviews visual changes on Chromatic; to upload, set the project token (Chromatic > Manage > Configure)',
      'and run `CHROMATIC_PROJECT_TOKEN=... pnpm chromatic`. CI does this in .github/workflows/chromatic.yml.',
      'Offline, `pnpm test` compares the committed screenshot baselines instead.',
    ].join('\n'),
  );
  process.exit(0);
}
const result = spawnSync(
  'pnpm',
  ['exec', 'chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes', '--only-changed'],
  { stdio: 'inherit', env: process.env },
);
process.exit(result.status ?? 1);
