import { isHttpError } from '../../providers';

type SetError = (name: string, error: { type: string; message: string }, options: { shouldFocus: boolean }) => void;

/**
 * Puts the server's field messages (HttpError.errors of a 400 or 409) under their inputs, the first
 * one focused. Answers the messages for names the form does not show, which only the toast carries.
 */
export function applyServerErrors(error: unknown, fieldNames: readonly string[], setError: SetError): Record<string, string> {
  const errors = isHttpError(error) ? error.errors : undefined;
  const rest: Record<string, string> = {};
  if (!errors || typeof errors !== 'object') return rest;
  const known = new Set(fieldNames);
  let first = true;
  for (const [key, raw] of Object.entries(errors)) {
    const message = Array.isArray(raw) ? raw.join(' ') : typeof raw === 'string' ? raw : String(raw);
    // Rows and parties answer nested paths (routeTracks[2].eventTime, shipper.postCode): the form
    // keeps them as dotted names under their field.
    const name = key.replace(/\[(\d+)\]/g, '.$1');
    if (!known.has(name.split('.')[0])) {
      rest[name] = message;
      continue;
    }
    setError(name, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
  return rest;
}
