import * as z from 'zod';

/** A lead's number in a dashboard path: /admin/leads/:id. */
export const leadId = z.coerce.number().int().positive();
