// POST /admin/leads/:id/calls logs a call (who called, how it went, a note, perhaps a follow-up
// day); POST /admin/leads/:id/follow-up sets the follow-up day or marks it done.
import { Hono } from 'hono';
import * as z from 'zod';
import { isCalendarDay, manilaDay } from '../../shared/business-time';
import { callDirections, callNoteMaxLength, callOutcomes, type CallDirection, type CallOutcome } from '../../shared/lead-calls';
import { formFields } from '../admin/form-fields';
import type { AppEnv } from '../app-env';
import { leadId } from './lead-id';
import { logCall, setFollowUp } from './store/calls';

const keys = <T extends string>(record: Record<T, string>) => Object.keys(record) as [T, ...T[]];

/** A day from a date input: today or later in Manila ('' when none is chosen). */
const followUpDay = (now: Date) => z.union([z.literal(''), z.string().refine((day) => isCalendarDay(day) && day >= manilaDay(now))]);

const callForm = (now: Date) =>
  z.object({
    direction: z.enum(keys<CallDirection>(callDirections)),
    outcome: z.enum(keys<CallOutcome>(callOutcomes)),
    note: z.string().trim().max(callNoteMaxLength).default(''),
    followUp: followUpDay(now).default(''),
  });

export const callRoutes = new Hono<AppEnv>();

callRoutes.post('/:id/calls', async (c) => {
  const id = leadId.safeParse(c.req.param('id'));
  const now = new Date();
  const call = callForm(now).safeParse(await formFields(c));
  if (!id.success || !call.success) {
    return c.text(
      `Say who called and how it went; a note has at most ${callNoteMaxLength} characters and a follow-up is a date from today on.`,
      400,
    );
  }
  const { direction, outcome, note, followUp } = call.data;
  const logged = await logCall(c.env.DB, {
    leadId: id.data,
    at: now.toISOString(),
    operator: c.get('operator')!,
    direction,
    outcome,
    note,
    followUpOn: followUp || undefined,
  });
  if (!logged) return c.text('No lead with that number.', 404);
  return c.redirect(`/admin/leads/${id.data}?done=call#done`, 303);
});

callRoutes.post('/:id/follow-up', async (c) => {
  const id = leadId.safeParse(c.req.param('id'));
  const on = followUpDay(new Date()).safeParse((await formFields(c)).on ?? '');
  if (!id.success || !on.success) return c.text('A follow-up is a date from today on; send it empty to mark the follow-up done.', 400);
  if (!(await setFollowUp(c.env.DB, id.data, on.data || null))) return c.text('No lead with that number.', 404);
  return c.redirect(`/admin/leads/${id.data}?done=${on.data ? 'follow-up' : 'follow-up-done'}#follow-up`, 303);
});
