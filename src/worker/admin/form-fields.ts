import type { Context } from 'hono';

/**
 * The posted form's fields, or none when the body cannot be read as a form: a charset other
 * than UTF-8, a multipart body without its boundary. The caller then refuses it as it would
 * a form with the field missing (400, 401 or 403), never a 500.
 */
export async function formFields(c: Context): Promise<Record<string, string | File>> {
  try {
    return await c.req.parseBody();
  } catch {
    return {};
  }
}
