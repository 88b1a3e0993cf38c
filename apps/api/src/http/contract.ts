import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { message, type Text } from '../i18n/index.ts';

/**
 * openapi.yaml is the single source of truth: routes take their method and path from it by operationId,
 * requests are validated against its schemas, and tests validate every response against it.
 */
export const OPENAPI_PATH = fileURLToPath(new URL('../../../../openapi.yaml', import.meta.url));

type JsonSchema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}
interface MediaType {
  schema?: JsonSchema;
}
interface RawOperation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, MediaType> };
  responses?: Record<string, { content?: Record<string, MediaType> } | { $ref: string }>;
  security?: unknown[];
}

export interface Operation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path as written in openapi.yaml, e.g. /api/bookings/{id}/ */
  path: string;
  /** Same path in Fastify's syntax, e.g. /api/bookings/:id/ */
  routePath: string;
  validateQuery: ValidateFunction | undefined;
  /** Names of the query parameters the operation declares (others are never read). */
  queryParams: Set<string>;
  validateParams: ValidateFunction | undefined;
  /** Body validator shared by every content type the operation accepts (they carry one schema). */
  validateBody: ValidateFunction | undefined;
  bodyRequired: boolean;
  /** Properties of the body schema that are files (format binary or contentMediaType). */
  fileFields: Set<string>;
  statuses: Set<string>;
  validateResponse(status: number, body: unknown): string[] | null;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const REF_BASE = 'https://urembo.local/openapi.json';

function rewriteRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (node && typeof node === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      out[key] =
        key === '$ref' && typeof value === 'string' && value.startsWith('#')
          ? REF_BASE + value
          : rewriteRefs(value);
    }
    return out;
  }
  return node;
}

export class Contract {
  readonly operations = new Map<string, Operation>();
  private readonly document: Record<string, unknown>;

  constructor(yamlText: string) {
    this.document = parse(yamlText) as Record<string, unknown>;
    const input = this.makeAjv(true);
    const output = this.makeAjv(false);
    const paths = (this.document.paths ?? {}) as Record<string, Record<string, RawOperation>>;
    for (const [path, item] of Object.entries(paths)) {
      for (const method of METHODS) {
        const raw = item[method];
        if (!raw) continue;
        this.operations.set(raw.operationId, this.buildOperation(path, method, raw, item, input, output));
      }
    }
  }

  static load(path = OPENAPI_PATH): Contract {
    return new Contract(readFileSync(path, 'utf8'));
  }

  get(operationId: string): Operation {
    const operation = this.operations.get(operationId);
    if (!operation) throw new Error(`openapi.yaml has no operation ${operationId}`);
    return operation;
  }

  private makeAjv(coerce: boolean): Ajv2020 {
    const ajv = new Ajv2020({
      strict: false,
      allErrors: true,
      coerceTypes: coerce ? 'array' : false,
      useDefaults: coerce,
      removeAdditional: false,
    });
    addFormats.default(ajv);
    ajv.addKeyword({ keyword: 'example' });
    ajv.addSchema(rewriteRefs({ components: this.document.components ?? {} }) as JsonSchema, REF_BASE);
    return ajv;
  }

  private resolve<T>(node: T | { $ref: string }): T {
    if (node && typeof node === 'object' && '$ref' in node && typeof node.$ref === 'string') {
      const parts = node.$ref.replace(/^#\//, '').split('/');
      let target: unknown = this.document;
      for (const part of parts) target = (target as Record<string, unknown>)[part];
      return this.resolve(target as T);
    }
    return node as T;
  }

  private buildOperation(
    path: string,
    method: (typeof METHODS)[number],
    raw: RawOperation,
    item: Record<string, unknown>,
    input: Ajv2020,
    output: Ajv2020,
  ): Operation {
    const parameters = [...((item.parameters as Parameter[]) ?? []), ...(raw.parameters ?? [])].map((p) =>
      this.resolve(p),
    );
    const objectSchema = (where: 'query' | 'path') => {
      const own = parameters.filter((p) => p.in === where);
      if (!own.length) return undefined;
      return input.compile(
        rewriteRefs({
          type: 'object',
          properties: Object.fromEntries(own.map((p) => [p.name, p.schema ?? {}])),
          required: own.filter((p) => p.required).map((p) => p.name),
        }) as JsonSchema,
      );
    };

    const requestBody = raw.requestBody ? this.resolve(raw.requestBody) : undefined;
    const bodySchemaRaw = requestBody?.content ? Object.values(requestBody.content)[0]?.schema : undefined;
    const fileFields = new Set<string>();
    let validateBody: ValidateFunction | undefined;
    if (bodySchemaRaw) {
      const bodySchema = this.resolve(bodySchemaRaw) as JsonSchema;
      const properties = (bodySchema.properties ?? {}) as Record<string, JsonSchema>;
      for (const [name, schema] of Object.entries(properties)) {
        const s = this.resolve(schema);
        if (s.format === 'binary' || s.contentMediaType || s.contentEncoding) fileFields.add(name);
      }
      // Files are checked by content elsewhere; the schema validates the other fields.
      const withoutFiles = {
        ...bodySchema,
        properties: Object.fromEntries(Object.entries(properties).filter(([name]) => !fileFields.has(name))),
        required: ((bodySchema.required as string[]) ?? []).filter((name) => !fileFields.has(name)),
      };
      validateBody = input.compile(rewriteRefs(withoutFiles) as JsonSchema);
    }

    const responses = raw.responses ?? {};
    const responseValidators = new Map<string, ValidateFunction | null>();
    for (const [status, response] of Object.entries(responses)) {
      const resolved = this.resolve(response) as { content?: Record<string, MediaType> };
      const schema = resolved.content?.['application/json']?.schema;
      responseValidators.set(status, schema ? output.compile(rewriteRefs(schema) as JsonSchema) : null);
    }

    return {
      operationId: raw.operationId,
      method: method.toUpperCase() as Operation['method'],
      path,
      routePath: path.replace(/\{([^}]+)\}/g, ':$1'),
      validateQuery: objectSchema('query'),
      queryParams: new Set(parameters.filter((p) => p.in === 'query').map((p) => p.name)),
      validateParams: objectSchema('path'),
      validateBody,
      bodyRequired: Boolean(requestBody?.required),
      fileFields,
      statuses: new Set(Object.keys(responses)),
      validateResponse(status, body) {
        const key = responseValidators.has(String(status))
          ? String(status)
          : responseValidators.has('default')
            ? 'default'
            : null;
        if (!key) return [`status ${status} is not declared for ${raw.operationId}`];
        const validate = responseValidators.get(key);
        if (!validate) return null;
        return validate(body) ? null : (validate.errors ?? []).map(formatAjvError);
      },
    };
  }
}

function formatAjvError(error: ErrorObject): string {
  return `${error.instancePath || '(root)'} ${error.message ?? 'is invalid'} ${JSON.stringify(error.params)}`;
}

/** Ajv errors in DRF's shape: {"field": ["message"]}, in plain words (rendered in the reader's language). */
export function toFieldErrors(errors: ErrorObject[] | null | undefined): Record<string, Text[]> {
  const out: Record<string, Text[]> = {};
  const seen = new Set<string>();
  for (const error of errors ?? []) {
    let field = error.instancePath.replace(/^\//, '').split('/')[0] ?? '';
    const limit = String((error.params as { limit?: number }).limit);
    let text: Text;
    switch (error.keyword) {
      case 'required':
        field = (error.params as { missingProperty: string }).missingProperty;
        text = 'This field is required.';
        break;
      case 'maxLength':
        // "Ensure this field has no more than {limit} characters."
        text = message('validation.maxLength', { limit });
        break;
      case 'minLength':
        text =
          (error.params as { limit: number }).limit <= 1
            ? 'This field may not be blank.'
            : message('validation.minLength', { limit });
        break;
      case 'maxItems':
        text = message('validation.maxItems', { limit });
        break;
      case 'minItems':
        text = message('validation.minItems', { limit });
        break;
      case 'enum':
        // "Choose one of: {choices}." The choices are the contract's values, never translated.
        text = message('validation.enum', {
          choices: ((error.params as { allowedValues: unknown[] }).allowedValues ?? []).join(', '),
        });
        break;
      case 'format':
        text =
          (error.params as { format: string }).format === 'email'
            ? 'Enter a valid email address.'
            : (error.params as { format: string }).format === 'date'
              ? 'Date has wrong format. Use YYYY-MM-DD.'
              : message('validation.format', { format: (error.params as { format: string }).format });
        break;
      case 'pattern':
        text = 'Enter a value in the expected format.';
        break;
      case 'type':
        text = message('validation.type', { type: (error.params as { type: string }).type });
        break;
      case 'minimum':
        text = message('validation.minimum', { limit });
        break;
      case 'maximum':
        text = message('validation.maximum', { limit });
        break;
      case 'additionalProperties':
        field = (error.params as { additionalProperty: string }).additionalProperty;
        text = 'This field is not allowed.';
        break;
      default:
        text = error.message ? message('validation.invalid', { problem: error.message }) : 'Invalid value.';
    }
    if (!field) field = 'non_field_errors';
    const key = `${field}\n${JSON.stringify(text)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    (out[field] ??= []).push(text);
  }
  return out;
}
