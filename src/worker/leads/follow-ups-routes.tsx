// GET /admin/follow-ups: the follow-ups of every lead (staff too), grouped by when they are due.
import { Hono } from 'hono';
import { addDays, calendarDayInWords, manilaDay } from '../../shared/business-time';
import { groupedPhilippinePhone } from '../../shared/phone';
import { leadReference } from '../../shared/quote-request';
import { FollowUpsPage, type FollowUpGroup, type FollowUpItem } from '../../ui/admin/leads/FollowUpsPage';
import type { DashboardEnv } from '../app-env';
import { adminPage } from '../render/render-admin';
import { followUpList, followUpListLimit, type FollowUpListRow } from '../lead-records/follow-ups';
import { screenAccess } from '../admin/roles';

/** What the list says after Done, Tomorrow or Next week (`?done=` as the follow-up route sends it). */
const doneWords = new Map([
  ['follow-up-done', 'Marked done.'],
  ['follow-up', 'Moved.'],
]);

function item(row: FollowUpListRow, today: string): FollowUpItem {
  const phoneWords = row.phone ? (groupedPhilippinePhone(row.phone) ?? row.phone) : undefined;
  return {
    leadId: row.id,
    reference: leadReference(row.id, row.created_at),
    customer: row.company ? `${row.full_name}, ${row.company}` : row.full_name,
    phone: phoneWords ? { words: phoneWords, dial: row.phone, whatsApp: `https://wa.me/${row.phone.replace(/\D/g, '')}` } : undefined,
    email: row.email || undefined,
    when: `${calendarDayInWords(row.follow_up_on)}${row.follow_up_time ? ` at ${row.follow_up_time}` : ''}`,
    note: row.follow_up_note,
    tomorrow: addDays(today, 1),
    nextWeek: addDays(today, 7),
  };
}

export const followUpsRoutes = new Hono<DashboardEnv>();

followUpsRoutes.get('/', screenAccess('follow-ups'), async (c) => {
  const today = manilaDay(new Date());
  const weekEnd = addDays(today, 7);
  const rows = await followUpList(c.env.DB);
  const listed = rows.slice(0, followUpListLimit);
  const groups: FollowUpGroup[] = [
    { title: 'Overdue', items: [] },
    { title: 'Today', items: [] },
    { title: 'This week', items: [] },
    { title: 'Later', items: [] },
  ];
  for (const row of listed) {
    const overdue = row.follow_up_on < today;
    const group = overdue ? 0 : row.follow_up_on === today ? 1 : row.follow_up_on <= weekEnd ? 2 : 3;
    groups[group]!.items.push(item(row, today));
  }
  return adminPage(
    c,
    <FollowUpsPage groups={groups} truncated={rows.length > followUpListLimit} done={doneWords.get(c.req.query('done') ?? '')} />,
  );
});
