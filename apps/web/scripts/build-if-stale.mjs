// `pnpm start` builds the web app only when its sources are newer than the last build,
// so a prepared install starts in seconds.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

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

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

if (existsSync(built) && statSync(built).mtimeMs >= Math.max(...sources.map(newest))) {
  console.log('web app is up to date');
} else {
  const result = spawnSync('pnpm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
