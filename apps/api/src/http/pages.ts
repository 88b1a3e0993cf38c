// The web app's table of pages (apps/web/src/lib/paths.ts): the links of the server's notifications,
// e-mails and demo data are taken from it, so each one is a page the router has (held by
// apps/web/test/pages.test.ts). That module imports nothing, so no web code comes with it; scripts/build.mjs
// bundles it like the server's own sources and the Dockerfile copies it beside them.
export { pages, paths } from '../../../web/src/lib/paths.ts';
