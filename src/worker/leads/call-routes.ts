// POST /admin/leads/:id/calls logs a call, a visit or a chat (what happened, how a call went in one
// tap, a note, perhaps a follow-up: today, tomorrow, next week or a day picked, with a time and a
// note); POST /admin/leads/:id/follow-up marks it done or moves it to another day.
import { Hono } from 'hono';
import * as z from 'zod';
import { addDays, isCalendarDay, manilaDay } from '../../shared/business-time';
import { hasInvisibleCharacters } from '../../shared/invisible-characters';
import {
  callNoteMaxLength,
  callOutcomes,
  contactsLogged,
  followUpNoteMaxLength,
  followUpPicks,
  followUpsBackValue,
  isCall,
  type CallOutcome,
  type ContactLogged,
  type FollowUpPick,
} from '../../shared/lead-calls';
import { formFields } from '../admin/form-fields';
import type { DashboardEnv } from '../app-env';
import { recordId } from '../record-id';
import { leadGone } from '../render/lead-gone';
import { leadById } from '../lead-records/leads';
import { logCall, setFollowUp, snoozeFollowUp } from '../lead-records/calls';
import { recordDashboardAction } from '../action-records/dashboard-actions';
import { staffMay } from '../admin/roles';
import { adminPaths } from '../../shared/admin-paths';

const keys = <T extends string>(record: Record<T, string>) => Object.keys(record) as [T, ...T[]];

/** A day from a date input: today or later in Manila ('' when none is chosen). */
const followUpDay = (now: Date) => z.union([z.literal(''), z.string().refine((day) => isCalendarDay(day) && day >= manilaDay(now))]);

/** The day a quick pick means, from Manila's today. */
const pickedDay: Record<Exclude<FollowUpPick, 'none' | 'day'>, number> = { today: 0, tomorrow: 1, 'next-week': 7 };

const callForm = (now: Date) =>
  z.object({
    logged: z.enum(keys<ContactLogged>(contactsLogged)),
    outcome: z.enum(keys<CallOutcome>(callOutcomes)),
    note: z.string().trim().max(callNoteMaxLength).default(''),
    followUpPick: z.enum(keys<FollowUpPick>(followUpPicks)).default('none'),
    /** The day picked ('day', or typed in with no quick pick). */
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

export const callRoutes = new Hono<DashboardEnv>();

callRoutes.post('/:id{[0-9]+}/calls', staffMay, async (c) => {
  const id = recordId.safeParse(c.req.param('id'));
  const now = new Date();
  const call = callForm(now).safeParse(await formFields(c));
  if (!id.success || !call.success) {
    return c.text(
      `Say what happened and how it went; a note has at most ${callNoteMaxLength} characters, a follow-up is a date from today on, its time is HH:MM and its note one line of at most ${followUpNoteMaxLength} characters.`,
      400,
    );
  }
  const { logged, outcome, note, followUpPick, followUp, followUpTime, followUpNote } = call.data;
  if (!isCall(logged) && outcome !== 'talked') return c.text('A visit or a chat is a conversation had: log it as Talked.', 400);
  if (followUpPick === 'day' && followUp === '')
    return c.text('Pick the day to follow up on, or choose Today, Tomorrow or Next week.', 400);
  // A day typed in without its choice ticked is the day meant.
  const followUpOn = followUpPick === 'none' || followUpPick === 'day' ? followUp : addDays(manilaDay(now), pickedDay[followUpPick]);
  const stored = await logCall(c.env.DB, {
    leadId: id.data,
    at: now.toISOString(),
    operator: c.get('operator'),
    kind: isCall(logged) ? 'call' : logged,
    direction: isCall(logged) ? logged : 'in',
    outcome,
    note,
    followUp: followUpOn ? { on: followUpOn, time: followUpTime || null, note: followUpNote || null } : undefined,
  });
  if (!stored) return leadGone(c, id.data);
  return c.redirect(`${adminPaths.lead(id.data)}?done=call#done`, 303);
});

callRoutes.post('/:id{[0-9]+}/follow-up', staffMay, async (c) => {
  const id = recordId.safeParse(c.req.param('id'));
  const fields = await formFields(c);
  const on = followUpDay(new Date()).safeParse(fields.on ?? '');
  if (!id.success || !on.success) return c.text('A follow-up is a date from today on; send it empty to mark the follow-up done.', 400);
  const lead = await leadById(c.env.DB, id.data);
  const changed = lead && (on.data ? await snoozeFollowUp(c.env.DB, id.data, on.data) : await setFollowUp(c.env.DB, id.data, null));
  if (!changed) return leadGone(c, id.data);
  await recordDashboardAction(c.env.DB, {
    actor: c.get('operator'),
    action: on.data ? 'follow-up-moved' : 'follow-up-done',
    lead,
    detail: on.data ?? '',
  });
  const done = on.data ? 'follow-up' : 'follow-up-done';
  // From the Follow-ups list, back to the list; from the lead's page, back to its follow-up.
  if (fields.back === followUpsBackValue) return c.redirect(`${adminPaths.followUps}?done=${done}`, 303);
  return c.redirect(`${adminPaths.lead(id.data)}?done=${done}#follow-up`, 303);
});
