// `pnpm --filter @urembo/api build`: the server as one JavaScript file, dist/main.js, that `pnpm start` runs
// with plain node. Running src/main.ts through tsx costs its loader thread (a second V8 isolate, where
// Node 20 runs module hooks) and the transformed sources with their inline source maps: about 45 MB of
// resident memory for as long as the server runs (docs/decisions/0031-server-memory.md).
//
//   node scripts/build.mjs             build
//   node scripts/build.mjs --if-stale  build only when a source is newer than dist/main.js (`pnpm start`)
//
// The workspace packages (TypeScript sources) are bundled; the npm dependencies stay in node_modules, as
// some load native code or files beside them (sharp, pg-boss's SQL, PGlite's WASM).
import { renameSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale as isOlder } from '../../../scripts/stale.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const workspace = join(root, '../..');
export const BUILT = join(root, 'dist', 'main.js');
const sources = [
  join(root, 'src'),
  join(root, 'package.json'),
  // The versions of the packages bundled from node_modules (the i18n package's Lingui).
  join(workspace, 'pnpm-lock.yaml'),
  fileURLToPath(import.meta.url),
  join(workspace, 'packages/i18n/src'),
  join(workspace, 'packages/kenya/src'),
  // The web app's table of pages, where the server's links come from (src/http/pages.ts).
  join(workspace, 'apps/web/src/lib/paths.ts'),
];

export const isStale = () => isOlder(BUILT, sources);

/**
 * A module's `import.meta.url` is the URL of its source file (src/db/client.ts finds drizzle/ beside src,
 * src/i18n its messages): in the bundle it is rewritten as that file's URL, relative to dist/main.js, so the
 * paths the code makes from it are the same as under tsx wherever the checkout is.
 */
const sourceUrls = {
  name: 'source-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      let contents = await readFile(path, 'utf8');
      if (contents.includes('import.meta.url')) {
        const fromBundle = relative(dirname(BUILT), path).split(sep).join('/');
        contents = contents.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
        );
      }
      return { contents, loader: 'ts' };
    });
  },
};

/** npm packages are imported from node_modules at run time; the workspace's own packages are bundled. */
const dependenciesOutside = {
  name: 'dependencies-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path, importer }) =>
      path.startsWith('@urembo/') || !importer.startsWith(join(root, 'src')) ? undefined : { external: true },
    );
  },
};

export async function buildApi() {
  const esbuild = await import('esbuild');
  // Several instances may start (and build) at once: each writes its own folder, then renames whole files
  // into place (the map first, so that a new main.js never meets an old map).
  const temporary = join(root, 'dist', `.build-${process.pid}`);
  try {
    await esbuild.build({
      entryPoints: [join(root, 'src/main.ts')],
      outfile: join(temporary, 'main.js'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      // Error stacks name the source files and lines (the start script's --enable-source-maps): the map
      // holds the mappings only, not a second copy of the sources.
      sourcemap: 'linked',
      sourcesContent: false,
      plugins: [dependenciesOutside, sourceUrls],
      logLevel: 'warning',
    });
    renameSync(join(temporary, 'main.js.map'), `${BUILT}.map`);
    renameSync(join(temporary, 'main.js'), BUILT);
  } finally {
    rmSync(temporary, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--if-stale') && !isStale()) console.log('api server build is up to date');
  else {
    const began = Date.now();
    await buildApi();
    console.log(`api server built into ${relative(process.cwd(), BUILT)} in ${Date.now() - began} ms`);
  }
}
