// POST /admin/leads/:id/calls logs a call (who called, how it went, a note, perhaps a follow-up
// day with a time and a note); POST /admin/leads/:id/follow-up marks it done or moves it to another day.
import { Hono } from 'hono';
import * as z from 'zod';
import { isCalendarDay, manilaDay } from '../../shared/business-time';
import { hasInvisibleCharacters } from '../../shared/invisible-characters';
import {
  callDirections,
  callNoteMaxLength,
  callOutcomes,
  followUpNoteMaxLength,
  type CallDirection,
  type CallOutcome,
} from '../../shared/lead-calls';
import { formFields } from '../admin/form-fields';
import type { AppEnv } from '../app-env';
import { recordId } from '../record-id';
import { leadGone } from './lead-gone';
import { leadById } from './store/leads';
import { logCall, setFollowUp, snoozeFollowUp } from './store/calls';
import { recordDashboardAction } from '../audit/dashboard-actions';

const keys = <T extends string>(record: Record<T, string>) => Object.keys(record) as [T, ...T[]];

/** A day from a date input: today or later in Manila ('' when none is chosen). */
const followUpDay = (now: Date) => z.union([z.literal(''), z.string().refine((day) => isCalendarDay(day) && day >= manilaDay(now))]);

const callForm = (now: Date) =>
  z.object({
    direction: z.enum(keys<CallDirection>(callDirections)),
    outcome: z.enum(keys<CallOutcome>(callOutcomes)),
    note: z.string().trim().max(callNoteMaxLength).default(''),
    followUp: followUpDay(now).default(''),
    /** A time of the follow-up's day, HH:MM as a time input sends it ('' for none). */
    followUpTime: z.union([z.literal(''), z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/)]).default(''),
    followUpNote: z
      .string()
      .trim()
      .max(followUpNoteMaxLength)
      .refine((note) => !hasInvisibleCharacters(note))
      .default(''),
  });

export const callRoutes = new Hono<AppEnv>();

callRoutes.post('/:id/calls', async (c) => {
  const id = recordId.safeParse(c.req.param('id'));
  const now = new Date();
  const call = callForm(now).safeParse(await formFields(c));
  if (!id.success || !call.success) {
    return c.text(
      `Say who called and how it went; a note has at most ${callNoteMaxLength} characters, a follow-up is a date from today on, its time is HH:MM and its note one line of at most ${followUpNoteMaxLength} characters.`,
      400,
    );
  }
  const { direction, outcome, note, followUp, followUpTime, followUpNote } = call.data;
  const logged = await logCall(c.env.DB, {
    leadId: id.data,
    at: now.toISOString(),
    operator: c.get('operator')!,
    direction,
    outcome,
    note,
    followUp: followUp ? { on: followUp, time: followUpTime || null, note: followUpNote || null } : undefined,
  });
  if (!logged) return leadGone(c, id.data);
  return c.redirect(`/admin/leads/${id.data}?done=call#done`, 303);
});

callRoutes.post('/:id/follow-up', async (c) => {
  const id = recordId.safeParse(c.req.param('id'));
  const on = followUpDay(new Date()).safeParse((await formFields(c)).on ?? '');
  if (!id.success || !on.success) return c.text('A follow-up is a date from today on; send it empty to mark the follow-up done.', 400);
  const lead = await leadById(c.env.DB, id.data);
  const changed = lead && (on.data ? await snoozeFollowUp(c.env.DB, id.data, on.data) : await setFollowUp(c.env.DB, id.data, null));
  if (!changed) return leadGone(c, id.data);
  await recordDashboardAction(c.env.DB, {
    actor: c.get('operator')!,
    action: on.data ? 'follow-up-moved' : 'follow-up-done',
    lead,
    detail: on.data ?? '',
  });
  return c.redirect(`/admin/leads/${id.data}?done=${on.data ? 'follow-up' : 'follow-up-done'}#follow-up`, 303);
});
