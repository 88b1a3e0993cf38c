/** Field errors as the API sends them (DRF style): messages per field, `non_field_errors` for the whole body. */
export type FieldErrors = Record<string, string[]>;

/**
 * The one error every failed call throws: the HTTP status, a message fit for a toast (`detail`), the
 * field errors for forms, and the raw body (parsed JSON, or text when the server did not answer JSON).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly detail: string;
  readonly fieldErrors: FieldErrors;
  readonly body: unknown;

  constructor(status: number, detail: string, fieldErrors: FieldErrors = {}, body: unknown = null) {
    super(detail);
    this.status = status;
    this.detail = detail;
    this.fieldErrors = fieldErrors;
    this.body = body;
  }

  /** Reads a failed response's body once and describes it. */
  static async fromResponse(response: Response): Promise<ApiError> {
    const text = await response.text();
    const body = parseJson(text);
    if (isDetailBody(body)) return new ApiError(response.status, body.detail, {}, body);
    if (isFieldErrors(body)) return new ApiError(response.status, summarise(body), body, body);
    const statusLine = `${response.status} ${response.statusText}`.trim();
    return new ApiError(response.status, `Request failed: ${statusLine}`, {}, body ?? (text || null));
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isDetailBody(body: unknown): body is { detail: string } {
  return (
    typeof body === 'object' && body !== null && typeof (body as { detail?: unknown }).detail === 'string'
  );
}

function isFieldErrors(body: unknown): body is FieldErrors {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const values = Object.values(body);
  return (
    values.length > 0 &&
    values.every((messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'))
  );
}

/** "email: A user with that email already exists. phone: Enter a Kenyan mobile number ..." */
function summarise(fieldErrors: FieldErrors): string {
  return Object.entries(fieldErrors)
    .map(([field, messages]) => {
      const text = messages.join(' ');
      return field === 'non_field_errors' ? text : `${field}: ${text}`;
    })
    .join(' ');
}
