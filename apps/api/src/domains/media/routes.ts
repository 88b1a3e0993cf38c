import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { render } from '../../i18n/index.ts';
import { imageBytes, imageFamily } from './queries.ts';

/** True when an If-None-Match header (a list of tags, or *) names the tag. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

export function mediaRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { id: string }; Querystring: { w?: string } }>('/media/:id', async (request, reply) => {
    const id = Number(request.params.id);
    // Kept, but asked again on every use (a 304 when unchanged, by the ETag): a photo deleted, or erased
    // with its account, stops showing at once, in browsers and in any cache on the way.
    reply.header('cache-control', 'public, no-cache');
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647)
      return reply.code(404).send({ detail: render('Not found.', request.locale) });
    const family = await imageFamily(db, id);
    const named = family.find((row) => row.id === id);
    // A smaller width's own id is not an address: only the family's largest row is.
    if (!named || named.parentId !== null)
      return reply.code(404).send({ detail: render('Not found.', request.locale) });
    const wanted = Number(request.query.w);
    const chosen =
      Number.isFinite(wanted) && wanted > 0 ? (family.find((r) => (r.width ?? 0) >= wanted) ?? named) : named;
    reply
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (chosen.etag) {
      const etag = `"${chosen.etag}"`;
      reply.header('etag', etag);
      if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    }
    const row = await imageBytes(db, chosen.id);
    // Deleted between the two reads.
    if (!row) return reply.code(404).send({ detail: render('Not found.', request.locale) });
    return reply.type(row.contentType).send(row.data);
  });
}
