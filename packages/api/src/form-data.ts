type FormValue = string | number | boolean | Blob | null | undefined;

/**
 * Serialises a flat body (with the spec's dotted keys) as multipart form data: lists become repeated
 * keys (`services=3&services=7`) and absent values are left out. Pass it as openapi-fetch's
 * `bodySerializer` for calls the spec sends as forms, such as registration with an avatar.
 */
export function toFormData(body: object): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body) as [string, FormValue | readonly FormValue[]][]) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values as FormValue[]) {
      if (item === null || item === undefined) continue;
      form.append(key, item instanceof Blob ? item : String(item));
    }
  }
  return form;
}
