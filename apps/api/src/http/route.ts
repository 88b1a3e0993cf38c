import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Contract, Operation } from './contract.ts';
import { toFieldErrors } from './contract.ts';
import { HttpError, badRequest, forbidden, unauthorized } from './errors.ts';
import type { AuthUser } from '../domains/auth/tokens.ts';
import type { UserType } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { authenticate } from '../domains/auth/authenticate.ts';

export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface Context {
  request: FastifyRequest;
  reply: FastifyReply;
  deps: Deps;
  body: Record<string, unknown>;
  query: Record<string, unknown>;
  params: Record<string, unknown>;
  files: Record<string, UploadedFile>;
  /** The signed-in user; null on public routes when nobody is signed in. */
  user: AuthUser | null;
}

export interface SignedInContext extends Context {
  user: AuthUser;
}

export interface RouteOptions {
  /** 'public': anyone; 'optional': anyone, user filled when signed in; otherwise signed in, optionally with roles. */
  access: 'public' | 'optional' | { roles?: readonly UserType[] };
}

/** A handler's answer when it is not a plain 200 with a body. */
export class Answer {
  constructor(
    readonly status: number,
    readonly body?: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}
type Result = Answer | unknown;
type Handler<C> = (ctx: C) => Promise<Result> | Result;

export const created = (body: unknown) => new Answer(201, body);
export const noContent = () => new Answer(204);

/** Flattens {"more": {"bio": ".."}} into {"more.bio": ".."} so JSON and multipart carry one shape. */
function flattenMore(body: Record<string, unknown>): Record<string, unknown> {
  const more = body.more;
  if (!more || typeof more !== 'object' || Array.isArray(more)) return body;
  const out: Record<string, unknown> = { ...body };
  delete out.more;
  for (const [key, value] of Object.entries(more)) out[`more.${key}`] = value;
  return out;
}

async function readBody(request: FastifyRequest, operation: Operation) {
  const files: Record<string, UploadedFile> = {};
  if (request.isMultipart()) {
    const fields: Record<string, unknown> = {};
    try {
      await readParts(request, operation, fields, files);
    } catch (error) {
      // A file over the limit keeps its own words; anything else is a torn form, not a server fault.
      if ((error as { statusCode?: number }).statusCode === 413) throw error;
      throw badRequest('The form could not be read. Check that it is well-formed multipart data.');
    }
    return { body: fields, files };
  }
  const raw = request.body;
  if (raw === undefined || raw === null) return { body: {}, files };
  if (typeof raw !== 'object' || Array.isArray(raw)) throw badRequest('The request body must be an object.');
  return { body: flattenMore({ ...(raw as Record<string, unknown>) }), files };
}

async function readParts(
  request: FastifyRequest,
  operation: Operation,
  fields: Record<string, unknown>,
  files: Record<string, UploadedFile>,
) {
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (!operation.fileFields.has(part.fieldname)) continue;
      if (data.length) files[part.fieldname] = { filename: part.filename, mimetype: part.mimetype, data };
    } else {
      const value = part.value;
      const existing = fields[part.fieldname];
      fields[part.fieldname] =
        existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
    }
  }
}

export class Router {
  constructor(
    readonly app: FastifyInstance,
    readonly contract: Contract,
    readonly deps: Deps,
  ) {}

  route(operationId: string, options: { access: 'public' | 'optional' }, handler: Handler<Context>): void;
  route(
    operationId: string,
    options: { access: { roles?: readonly UserType[] } },
    handler: Handler<SignedInContext>,
  ): void;
  route(operationId: string, options: RouteOptions, handler: Handler<never>): void {
    const operation = this.contract.get(operationId);
    this.app.route({
      method: operation.method,
      url: operation.routePath,
      handler: async (request, reply) => {
        const access = options.access;
        // Public reads ignore bad credentials rather than refuse them: the page may hold a stale cookie.
        const user =
          access === 'public'
            ? null
            : access === 'optional'
              ? await authenticate(request, this.deps).catch((error: unknown) => {
                  if (error instanceof HttpError && error.statusCode === 401) return null;
                  throw error;
                })
              : await authenticate(request, this.deps);
        if (access !== 'public' && access !== 'optional') {
          if (!user) throw unauthorized();
          if (access.roles && !access.roles.includes(user.userType)) throw forbidden();
        }

        const params = { ...(request.params as Record<string, unknown>) };
        if (operation.validateParams && !operation.validateParams(params))
          throw new HttpError(404, { detail: 'Not found.' });
        const query = { ...(request.query as Record<string, unknown>) };
        if (operation.validateQuery && !operation.validateQuery(query))
          throw badRequest(toFieldErrors(operation.validateQuery.errors));

        let body: Record<string, unknown> = {};
        let files: Record<string, UploadedFile> = {};
        if (operation.validateBody) {
          ({ body, files } = await readBody(request, operation));
          if (!operation.validateBody(body)) throw badRequest(toFieldErrors(operation.validateBody.errors));
        }

        const ctx: Context = { request, reply, deps: this.deps, body, query, params, files, user };
        const result = await handler(ctx as never);
        if (result instanceof Answer) {
          reply.code(result.status).headers(result.headers);
          return result.body === undefined ? reply.send() : reply.send(result.body);
        }
        return result;
      },
    });
  }
}
