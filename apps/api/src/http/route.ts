import type { Readable } from 'node:stream';
import type { Text } from '../i18n/index.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '@urembo/api-client/schema';
import type { Contract, Operation } from './contract.ts';
import { toFieldErrors } from './contract.ts';
import { DomainError, invalid, forbidden, notFound, unauthenticated } from '../errors.ts';
import { HttpError, requestTooLarge, tooLargeDetail } from './errors.ts';
import { refuseUnsafeText } from './fields.ts';
import { LIMITS } from './rate-limit.ts';
import type { Locale } from '@urembo/i18n';
import type { UserType } from '../db/schema.ts';
import type { Deps } from '../deps.ts';

/** The signed-in caller, as a valid token names them (auth/tokens.ts reads and writes the tokens). */
export interface AuthUser {
  id: number;
  userType: UserType;
  name: string;
  email: string;
  /** The language the user chose for what Urembo says to them. */
  language: Locale;
  /** The session the call came with: its token version, and when its token expires (ms since the epoch). */
  session: { version: number; expiresAt: number };
}

/**
 * What the domains give the router at start (app.ts), so that the router, below them, imports none of
 * them.
 */
export interface RouterOptions {
  /** The caller a request's credentials name, or null (auth/authenticate.ts). */
  authenticate: (request: FastifyRequest, deps: Deps) => Promise<AuthUser | null>;
  /** The most an uploaded file may hold (media/pipeline.ts). */
  maxFileBytes: number;
}

export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

/** Every operationId of openapi.yaml: routing to any other name does not compile. */
export type OperationId = keyof operations;

/**
 * Body fields that openapi.yaml marks as files (contentMediaType). The generated types see them as
 * strings, so they are named here; the router checks this list against the contract at start.
 */
const FILE_FIELDS = {
  registerBusinessOwner: ['avatar'],
  registerRetailCustomer: ['avatar'],
  registerBeautyProfessional: ['avatar'],
  updateBusinessOwner: ['profile_pic'],
  updateBeautyProfessional: ['profile_pic'],
  setProfilePhoto: ['photo'],
  addPortfolioPhoto: ['photo'],
  setBusinessCover: ['cover'],
} as const satisfies Partial<Record<OperationId, readonly string[]>>;

type FileField<K extends OperationId> = K extends keyof typeof FILE_FIELDS
  ? (typeof FILE_FIELDS)[K][number]
  : never;
// No fields at all: reading any is a compile error.
type Nothing = Record<never, never>;
type OrNothing<T> = [T] extends [never] ? Nothing : T;
type DistributiveOmit<T, F extends PropertyKey> = T extends unknown ? Omit<T, F> : never;
type Content<O> = O extends { requestBody?: infer B }
  ? B extends { content: infer C }
    ? C[keyof C]
    : never
  : never;
type Parameters<O, In extends 'query' | 'path'> = O extends { parameters: { [P in In]?: infer T } }
  ? NonNullable<T>
  : never;

/**
 * What a handler receives for an operation, after the router's Ajv pass: integers, booleans and lists
 * are coerced from form and query strings, defaults filled in, {"more": {...}} flattened to the
 * contract's dotted keys and files taken out of the body. So the generated types are exact.
 */
export type BodyOf<K extends OperationId> = OrNothing<DistributiveOmit<Content<operations[K]>, FileField<K>>>;
export type QueryOf<K extends OperationId> = OrNothing<Parameters<operations[K], 'query'>>;
export type ParamsOf<K extends OperationId> = OrNothing<Parameters<operations[K], 'path'>>;
export type FilesOf<K extends OperationId> = Partial<Record<FileField<K>, UploadedFile>>;

export interface Context<K extends OperationId = OperationId> {
  request: FastifyRequest;
  reply: FastifyReply;
  deps: Deps;
  body: BodyOf<K>;
  query: QueryOf<K>;
  params: ParamsOf<K>;
  files: FilesOf<K>;
  /** The signed-in user; null on public routes when nobody is signed in. */
  user: AuthUser | null;
}

export interface SignedInContext<K extends OperationId = OperationId> extends Context<K> {
  user: AuthUser;
}

/** Who is calling, known before the body is read. */
export interface Caller<U extends AuthUser | null = AuthUser | null> {
  request: FastifyRequest;
  deps: Deps;
  user: U;
}

/**
 * Checks that need only the caller (rate limits above all), run after authentication and before the
 * body is read, so a caller over its limit costs no upload and no parsing.
 */
type Before<U extends AuthUser | null> = (caller: Caller<U>) => Promise<void> | void;

export interface RouteOptions {
  /** 'public': anyone; 'optional': anyone, user filled when signed in; otherwise signed in, optionally with roles. */
  access: 'public' | 'optional' | { roles?: readonly UserType[] };
  before?: Before<never>;
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

/**
 * The most a JSON or form body, or the fields of a multipart one, may hold: every operation's fields fit
 * in a few KB, so a larger body is refused before it is read (by Content-Length) or while it arrives.
 */
export const FORM_BYTES = 64 * 1024;
/** File parts a form may carry that the operation does not take (a browser sends empty file inputs). */
const STRAY_FILES = 2;
const FILE_TOO_LARGE = 'The request is too large. Images may be at most 8 MB.';

async function readBody(request: FastifyRequest, operation: Operation, maxFileBytes: number) {
  const files: Record<string, UploadedFile> = {};
  if (request.isMultipart()) {
    const fields: Record<string, unknown> = {};
    try {
      await readParts(request, operation, maxFileBytes, fields, files);
    } catch (error) {
      if (error instanceof HttpError || error instanceof DomainError) throw error;
      // The parser's own limits (files, fields, parts) say the form is too large; anything else is a
      // torn form, not a server fault.
      if ((error as { statusCode?: number }).statusCode === 413) throw requestTooLarge(tooLarge(operation));
      throw invalid('The form could not be read. Check that it is well-formed multipart data.');
    }
    return { body: fields, files };
  }
  const raw = request.body;
  if (raw === undefined || raw === null) return { body: {}, files };
  if (typeof raw !== 'object' || Array.isArray(raw)) throw invalid('The request body must be an object.');
  return { body: flattenMore({ ...(raw as Record<string, unknown>) }), files };
}

const tooLarge = (operation: Operation): Text =>
  operation.fileFields.size ? FILE_TOO_LARGE : tooLargeDetail(FORM_BYTES);

/**
 * Reads a multipart body part by part within the operation's own limits: its files up to the image
 * size, any other file part drained unread (and refused past FORM_BYTES where the operation takes no
 * file), the fields up to FORM_BYTES in all. So a body costs at most what the operation can use.
 */
async function readParts(
  request: FastifyRequest,
  operation: Operation,
  maxFileBytes: number,
  fields: Record<string, unknown>,
  files: Record<string, UploadedFile>,
) {
  const takesFiles = operation.fileFields.size > 0;
  let fieldBytes = 0;
  const parts = request.parts({
    limits: {
      fileSize: takesFiles ? maxFileBytes : FORM_BYTES,
      files: operation.fileFields.size + STRAY_FILES,
      fieldSize: FORM_BYTES,
    },
  });
  for await (const part of parts) {
    if (part.type === 'file') {
      const taken = operation.fileFields.has(part.fieldname);
      const data = await readFile(part.file, taken, tooLarge(operation));
      if (taken && data.length)
        files[part.fieldname] = { filename: part.filename, mimetype: part.mimetype, data };
    } else {
      const value = part.value;
      // A part sent as application/json arrives parsed.
      fieldBytes +=
        part.fieldname.length + (typeof value === 'string' ? value : JSON.stringify(value)).length;
      if (part.valueTruncated || fieldBytes > FORM_BYTES) throw requestTooLarge(tooLarge(operation));
      const existing = fields[part.fieldname];
      fields[part.fieldname] =
        existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
    }
  }
}

/**
 * A file part read to its end, its bytes kept only when the operation takes it. At the size limit it
 * is refused at once, not at the end of the upload; the stream keeps flowing (into nothing) so the
 * parser is never stuck behind it.
 */
function readFile(file: Readable, keep: boolean, refusal: Text) {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    file.on('data', (chunk: Buffer) => {
      if (keep) chunks.push(chunk);
    });
    file.on('limit', () => {
      keep = false;
      chunks.length = 0;
      reject(requestTooLarge(refusal));
    });
    file.on('end', () => resolve(Buffer.concat(chunks)));
    file.on('error', reject);
  });
}

export class Router {
  /** The caller found by each request's onRequest hook, for its handler. */
  private readonly callers = new WeakMap<FastifyRequest, AuthUser | null>();

  constructor(
    readonly app: FastifyInstance,
    readonly contract: Contract,
    readonly deps: Deps,
    private readonly options: RouterOptions,
  ) {}

  route<K extends OperationId>(
    operationId: K,
    options: { access: 'public' | 'optional'; before?: Before<AuthUser | null> },
    handler: Handler<Context<K>>,
  ): void;
  route<K extends OperationId>(
    operationId: K,
    options: { access: { roles?: readonly UserType[] }; before?: Before<AuthUser> },
    handler: Handler<SignedInContext<K>>,
  ): void;
  route(operationId: OperationId, options: RouteOptions, handler: Handler<never>): void {
    const operation = this.contract.get(operationId);
    const declared: readonly string[] =
      operationId in FILE_FIELDS ? FILE_FIELDS[operationId as keyof typeof FILE_FIELDS] : [];
    if ([...operation.fileFields].sort().join() !== [...declared].sort().join())
      throw new Error(`FILE_FIELDS in route.ts is out of date for ${operationId}: see openapi.yaml`);
    this.app.route({
      method: operation.method,
      url: operation.routePath,
      // The label its requests are counted under (http/metrics.ts).
      config: { operation: operationId },
      // JSON and form bodies; multipart ones are held to the same by readParts.
      bodyLimit: FORM_BYTES,
      // Runs before Fastify reads the body: who calls, whether they may, and their rate limits.
      onRequest: async (request) => {
        const user = await this.caller(request, options.access);
        this.callers.set(request, user);
        await options.before?.({ request, deps: this.deps, user: user as never });
      },
      handler: async (request, reply) => {
        const user = this.callers.get(request) ?? null;

        // NUL and broken Unicode fail in SQL or show as garbage: refused in every field read, first.
        const params = { ...(request.params as Record<string, unknown>) };
        refuseUnsafeText(params);
        if (operation.validateParams && !operation.validateParams(params)) throw notFound();
        const query = { ...(request.query as Record<string, unknown>) };
        refuseUnsafeText(query, operation.queryParams);
        if (operation.validateQuery && !operation.validateQuery(query))
          throw invalid(toFieldErrors(operation.validateQuery.errors));

        let body: Record<string, unknown> = {};
        let files: Record<string, UploadedFile> = {};
        if (operation.validateBody) {
          ({ body, files } = await readBody(request, operation, this.options.maxFileBytes));
          if (Object.keys(files).length) await this.countUpload(request, user);
          refuseUnsafeText(body);
          if (!operation.validateBody(body)) throw invalid(toFieldErrors(operation.validateBody.errors));
        }

        const ctx = { request, reply, deps: this.deps, body, query, params, files, user };
        const result = await handler(ctx as never);
        if (result instanceof Answer) {
          reply.code(result.status).headers(result.headers);
          return result.body === undefined ? reply.send() : reply.send(result.body);
        }
        return result;
      },
    });
  }

  /**
   * Every upload is decoded and re-encoded, the costliest work a caller can ask for: each one counts against
   * the caller's account and address, once its file has arrived (a form without a file costs no count) and
   * before anything else is checked, so refused forms count as much as accepted ones.
   */
  private async countUpload(request: FastifyRequest, user: AuthUser | null): Promise<void> {
    if (user) await this.deps.rateLimiter.check(LIMITS.uploadPerAccount, String(user.id));
    await this.deps.rateLimiter.check(LIMITS.uploadPerAddress, request.ip);
  }

  /** The signed-in user the access rule asks for; public reads ignore credentials altogether. */
  private async caller(request: FastifyRequest, access: RouteOptions['access']): Promise<AuthUser | null> {
    if (access === 'public') return null;
    // Optional reads ignore bad credentials rather than refuse them: the page may hold a stale cookie.
    if (access === 'optional')
      return this.options.authenticate(request, this.deps).catch((error: unknown) => {
        if (error instanceof DomainError && error.refusal === 'unauthenticated') return null;
        throw error;
      });
    const user = await this.options.authenticate(request, this.deps);
    if (!user) throw unauthenticated();
    if (access.roles && !access.roles.includes(user.userType)) throw forbidden();
    return user;
  }
}
