export { createApiClient, csrfMiddleware, errorMiddleware } from './client.ts';
export type { ApiClient, ApiClientOptions } from './client.ts';
export { ApiError, isApiError } from './errors.ts';
export type { FieldErrors } from './errors.ts';
export { toFormData } from './form-data.ts';
export type * from './types.ts';
export type { components, operations, paths } from './schema.d.ts';
