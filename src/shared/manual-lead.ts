// A lead the owner types in for an enquiry that did not come through the website's form: the
// form's own fields and rules, the channel it came by (stored as the lead's source), and a name
// with at least one way to reach the person instead of the form's required email and phone. What
// they asked for has no minimum length: a person at the counter says "two tables".
import './zod-jitless';
import * as z from 'zod';
import { quoteRequestObject } from './quote-request';

/** How the enquiry came in: the id is the source the overview and the leads list count it under. */
export const leadChannels = [
  { id: 'walk-in', label: 'Walk-in' },
  { id: 'phone-call', label: 'Phone call' },
  { id: 'messenger', label: 'Messenger' },
  { id: 'viber', label: 'Viber' },
  { id: 'whatsapp', label: 'WhatsApp' },
  { id: 'referral', label: 'Referral' },
  { id: 'trade-show', label: 'Trade show' },
] as const;

/** The form's rule for a field, or '' when the field is left empty. */
const emptyOr = <Schema extends z.ZodType<string, string>>(field: Schema) =>
  z
    .string()
    .trim()
    .transform((value, context) => {
      if (value === '') return '';
      const parsed = field.safeParse(value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    });

const { shape } = quoteRequestObject;

export const manualLeadSchema = z
  .object({
    channel: z.enum(leadChannels.map((channel) => channel.id) as [(typeof leadChannels)[number]['id']], {
      error: 'Choose how the enquiry came in.',
    }),
    fullName: shape.fullName,
    company: shape.company,
    email: emptyOr(shape.email),
    phone: emptyOr(shape.phone),
    preferredContact: shape.preferredContact,
    service: shape.service,
    projectDetails: shape.projectDetails,
    dimensions: shape.dimensions,
    quantity: shape.quantity,
    grade: shape.grade,
    finish: shape.finish,
    targetDate: shape.targetDate,
    lines: shape.lines,
    /** Email the customer the receipt the website's form sends; off unless the owner ticks it. */
    sendReceipt: z.boolean(),
  })
  .refine((lead) => lead.projectDetails !== '' || lead.lines.length > 0, {
    path: ['projectDetails'],
    message: 'Say what they asked for (a few words are enough), or add a line from the catalogue.',
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'projectDetails'),
  })
  .refine((lead) => lead.phone !== '' || lead.email !== '', {
    path: ['phone'],
    message: 'Add a phone number or an email address: a way to reach them.',
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'phone' || issue.path?.[0] === 'email'),
  })
  .refine((lead) => !lead.sendReceipt || lead.email !== '', {
    path: ['sendReceipt'],
    message: 'A receipt goes by email: add their email address, or untick it.',
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'email'),
  });

export type ManualLead = z.output<typeof manualLeadSchema>;

export const lineFields = ['family', 'item', 'grade', 'finish', 'quantity', 'unit', 'note'] as const;
/** One quote line's row of the form, as typed. */
export type LineValues = Record<(typeof lineFields)[number], string>;

/** The form as typed: its text fields, the filled line rows, a message per field (`phone`, `lines.2`, `files`). */
export interface ManualLeadValues {
  /** The lead's idempotency key: the form sent twice adds one lead. */
  formId: string;
  fields: Record<string, string>;
  lines: LineValues[];
  errors: Record<string, string>;
}
