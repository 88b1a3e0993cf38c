// Whether a build is older than its sources: `pnpm start` rebuilds the web app and the server only then,
// so a prepared install starts in seconds (apps/web/scripts/build-if-stale.mjs, apps/api/scripts/build.mjs).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The time of the newest file at `path` (a file or a folder, walked whole); 0 when there is none. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/** True when `built` is missing or older than a file of `sources`. */
export const isStale = (built, sources) =>
  !existsSync(built) || statSync(built).mtimeMs < Math.max(...sources.map(newest));
