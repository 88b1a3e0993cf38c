// `pnpm start` builds the web app only when its sources are newer than the last build,
// so a prepared install starts in seconds.
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { isStale } from '../../../scripts/stale.mjs';

const root = new URL('..', import.meta.url).pathname;
const built = join(root, 'dist', 'index.html');
const sources = [
  join(root, 'src'),
  join(root, 'index.html'),
  join(root, 'landing.html'),
  join(root, 'vite.config.ts'),
  join(root, 'scripts'),
  join(root, '../../packages/ui/src'),
  join(root, '../../packages/api/src'),
  join(root, '../../packages/kenya/src'),
  join(root, '../../packages/i18n/src'),
];

if (!isStale(built, sources)) {
  console.log('web app is up to date');
} else {
  const result = spawnSync('pnpm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
