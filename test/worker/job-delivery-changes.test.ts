// A delivery changed or cancelled before it is delivered (issue 39): the owner changes the day,
// window, address, driver and plate, recorded as a job event naming them (the audit's witness); a
// form opened before someone else's change is refused 409; staff are refused; each field is
// checked as scheduling checks it; the customer is told when what they were told changes, and told
// of a cancelled trip, by day at once and at night held to 08:00 Manila. The clock is faked (Date
// only) so day and night do not depend on when the suite runs.
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { releaseDueNotices } from '../../src/worker/jobs/notices';
import { asOperator, operator, postForm, staffMember, type OperatorSession } from './admin-helpers';
import { jpeg } from './image-bytes';
import { insertJob } from './job-rows';
import { origin, workerEnv } from './quote-helpers';

afterEach(() => {
  vi.useRealTimers();
});

/** Manila 10:00 (02:00 UTC) and 22:30 (14:30 UTC) on 1 December 2026. */
const manilaMorning = new Date('2026-12-01T02:00:00.000Z');
const manilaNight = new Date('2026-12-01T14:30:00.000Z');

const at = (when: Date) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(when);
};

const sheets = { description: 'Sheet 1.5 mm 4x8 2B, 304', unit: 'sheet', quantityMilli: 10_000 };

const tripFields = (lineId: number, overrides: Record<string, string> = {}) => ({
  scheduledOn: '2026-12-03',
  windowFrom: '08:00',
  windowUntil: '12:00',
  address: 'Lot 4, Anabu II-D, Imus, Cavite',
  driverName: 'Jun Dela Cruz',
  plateNumber: 'NBC 1234',
  [`quantity-${lineId}`]: '10',
  ...overrides,
});

const editFields = (revision: number, overrides: Record<string, string> = {}) => ({
  revision: String(revision),
  scheduledOn: '2026-12-03',
  windowFrom: '08:00',
  windowUntil: '12:00',
  address: 'Lot 4, Anabu II-D, Imus, Cavite',
  driverName: 'Jun Dela Cruz',
  plateNumber: 'NBC 1234',
  ...overrides,
});

const htmlText = async (response: Response) =>
  (await response.text())
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** A job of 10 sheets with one trip scheduled for 3 December by the owner. */
async function scheduledTrip(owner: OperatorSession) {
  const job = await insertJob([sheets]);
  const response = await postForm(owner, `/admin/jobs/${job.jobId}/deliveries`, tripFields(job.lineIds[0]!));
  expect(response.status, await response.clone().text()).toBe(303);
  const tripId = (await env.DB.prepare('SELECT id FROM job_deliveries WHERE job_id = ?').bind(job.jobId).first<number>('id'))!;
  return { ...job, tripId, path: `/admin/jobs/${job.jobId}/deliveries/${tripId}` };
}

const tripRow = (tripId: number) =>
  env.DB.prepare(
    'SELECT scheduled_on, window_from, window_until, address, driver_name, plate_number, status, revision, edited_by FROM job_deliveries WHERE id = ?',
  )
    .bind(tripId)
    .first();

const deliveryEvents = async (jobId: number) =>
  (
    await env.DB.prepare("SELECT actor, detail FROM job_events WHERE job_id = ? AND kind = 'delivery' ORDER BY id")
      .bind(jobId)
      .all<{ actor: string; detail: string }>()
  ).results;

const noticesOf = async (jobId: number) =>
  (
    await env.DB.prepare("SELECT channel, status, send_after, body FROM job_notices WHERE job_id = ? AND channel = 'email' ORDER BY id")
      .bind(jobId)
      .all<{ channel: string; status: string; send_after: string; body: string }>()
  ).results;

const noticeEmails = async (leadId: number) =>
  (
    await env.DB.prepare("SELECT subject FROM lead_messages WHERE lead_id = ? AND sender = 'Website (order notice)' ORDER BY id")
      .bind(leadId)
      .all<{ subject: string }>()
  ).results.map((row) => row.subject);

describe('changing a delivery', () => {
  it('changes the day, window, address, driver and plate, names who did it, and tells the customer the new day and window', async () => {
    at(manilaMorning);
    const owner = await operator();
    const trip = await scheduledTrip(owner);
    const page = await htmlText(await asOperator(owner, `/admin/jobs/${trip.jobId}`));
    expect(page).toContain('Change the day, window, address, driver or plate');

    const response = await postForm(
      owner,
      `${trip.path}/edit`,
      editFields(0, {
        scheduledOn: '2026-12-04',
        windowFrom: '13:00',
        windowUntil: '17:00',
        address: 'Warehouse 3, Gateway Business Park, General Trias, Cavite',
        driverName: 'Ramon Santos',
        plateNumber: 'ngx 4521',
      }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(`/admin/jobs/${trip.jobId}#delivery-${trip.tripId}`);
    expect(await tripRow(trip.tripId)).toMatchObject({
      scheduled_on: '2026-12-04',
      window_from: '13:00',
      window_until: '17:00',
      address: 'Warehouse 3, Gateway Business Park, General Trias, Cavite',
      driver_name: 'Ramon Santos',
      plate_number: 'NGX 4521',
      status: 'scheduled',
      revision: 1,
    });
    const [, changed] = await deliveryEvents(trip.jobId);
    expect(changed!.actor).toBe((await tripRow(trip.tripId))!.edited_by);
    expect(changed!.detail).toMatch(
      /^Delivery J-2026-\d{6}-D1 changed: day Thu, Dec 3, 2026 → Fri, Dec 4, 2026; window 8:00 AM to 12:00 noon → 1:00 PM to 5:00 PM; address → Warehouse 3, .*; driver Jun Dela Cruz → Ramon Santos; plate NBC 1234 → NGX 4521$/,
    );
    // The audit lists it under the owner.
    const audit = await htmlText(await asOperator(owner, '/admin/audit'));
    expect(audit).toContain('changed: day Thu, Dec 3, 2026 → Fri, Dec 4, 2026');
    // By day the customer is emailed at once, in their own date style.
    const [notice] = await noticesOf(trip.jobId);
    expect(notice!.status).toBe('sent');
    expect(notice!.body).toMatch(
      /^Delivery J-2026-\d{6}-D1 changed\. Now arriving 4 December 2026, 1:00 PM to 5:00 PM \(was 3 December 2026, 8:00 AM to 12:00 noon\)$/,
    );
    expect(await noticeEmails(trip.leadId)).toEqual([expect.stringContaining('Now arriving 4 December 2026')]);
    // The job page shows the trip as it is now, and who changed it last.
    const after = await htmlText(await asOperator(owner, `/admin/jobs/${trip.jobId}`));
    expect(after).toContain('Driver Ramon Santos · plate NGX 4521');
    expect(after).toContain('Last changed');
  });

  it('tells no one when only the driver of a trip not yet out changes: the customer was not told the driver', async () => {
    at(manilaMorning);
    const owner = await operator();
    const trip = await scheduledTrip(owner);
    expect((await postForm(owner, `${trip.path}/edit`, editFields(0, { driverName: 'Ramon Santos' }))).status).toBe(303);
    expect((await deliveryEvents(trip.jobId)).at(-1)!.detail).toMatch(/changed: driver Jun Dela Cruz → Ramon Santos$/);
    expect(await noticesOf(trip.jobId)).toEqual([]);
    // Once out, the "Out for delivery" notice named the truck: a new plate is told.
    expect((await postForm(owner, `${trip.path}/out`, {})).status).toBe(303);
    expect(
      (await postForm(owner, `${trip.path}/edit`, editFields(1, { driverName: 'Ramon Santos', plateNumber: 'NGX 4521' }))).status,
    ).toBe(303);
    expect((await noticesOf(trip.jobId)).at(-1)!.body).toMatch(
      /changed\. Arriving 3 December 2026, 8:00 AM to 12:00 noon, driver Ramon Santos, plate NGX 4521$/,
    );
    // Nothing changed: nothing recorded.
    const events = (await deliveryEvents(trip.jobId)).length;
    expect(
      (await postForm(owner, `${trip.path}/edit`, editFields(2, { driverName: 'Ramon Santos', plateNumber: 'NGX 4521' }))).status,
    ).toBe(303);
    expect(await deliveryEvents(trip.jobId)).toHaveLength(events);
  });

  it('refuses a form opened before someone else’s change (409), keeping their change', async () => {
    at(manilaMorning);
    const owner = await operator();
    const trip = await scheduledTrip(owner);
    // Two people opened the trip at revision 0; the first saves.
    expect((await postForm(owner, `${trip.path}/edit`, editFields(0, { scheduledOn: '2026-12-05' }))).status).toBe(303);
    const stale = await postForm(owner, `${trip.path}/edit`, editFields(0, { windowFrom: '09:00' }));
    expect(stale.status).toBe(409);
    expect(await htmlText(stale)).toContain('was changed since you opened it');
    expect(await tripRow(trip.tripId)).toMatchObject({ scheduled_on: '2026-12-05', window_from: '08:00', revision: 1 });
    expect((await deliveryEvents(trip.jobId)).filter((event) => event.detail.includes('changed'))).toHaveLength(1);
  });

  it('checks each field as scheduling does, keeping what was typed; refuses staff, another site, and a trip delivered', async () => {
    at(manilaMorning);
    const owner = await operator();
    const trip = await scheduledTrip(owner);
    const cases: [Record<string, string>, string][] = [
      [{ scheduledOn: '2026-11-30' }, 'The delivery day has passed'],
      [{ windowFrom: '13:00', windowUntil: '09:00' }, 'The window closes after it opens'],
      [{ plateNumber: '!!' }, 'Enter the plate number, e.g. NBC 1234.'],
      [{ address: '陳家 Imus, Cavite' }, 'which the delivery receipt cannot print'],
      [{ driverName: '' }, 'Enter the driver’s name.'],
      [{ revision: 'x' }, 'open the delivery again and change it there'],
    ];
    for (const [overrides, message] of cases) {
      const response = await postForm(owner, `${trip.path}/edit`, editFields(0, { driverName: 'Typed Driver', ...overrides }));
      expect(response.status, message).toBe(400);
      const html = await response.text();
      expect(html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'"), message).toContain(message);
      // The trip's form is open again with what was typed.
      expect(html).toMatch(/<details class="delivery__edit" open="">/);
      if (overrides.driverName === undefined) expect(html).toContain('value="Typed Driver"');
    }
    expect(await tripRow(trip.tripId)).toMatchObject({ driver_name: 'Jun Dela Cruz', revision: 0 });

    const staff = await staffMember();
    expect((await postForm(staff.session, `${trip.path}/edit`, editFields(0, { driverName: 'Staff' }))).status).toBe(403);
    expect(
      (await postForm(owner, `${trip.path}/edit`, editFields(0, { driverName: 'Evil' }), { Origin: 'https://evil.example' })).status,
    ).toBe(403);
    const body = new FormData();
    body.set('photo', new File([jpeg(640, 480, 'goods')], 'goods.jpg', { type: 'image/jpeg' }));
    const done = await asOperator(owner, `${trip.path}/delivered`, { method: 'POST', headers: { Origin: origin }, body });
    expect(done.status).toBe(303);
    const late = await postForm(owner, `${trip.path}/edit`, editFields(0, { driverName: 'Too Late' }));
    expect(late.status).toBe(409);
    expect(await tripRow(trip.tripId)).toMatchObject({ driver_name: 'Jun Dela Cruz', status: 'delivered' });
    // Delivered: no form to change it.
    expect(await htmlText(await asOperator(owner, `/admin/jobs/${trip.jobId}`))).not.toContain('Change the day, window');
  });
});

describe('cancelling a delivery', () => {
  it('tells the customer it will not come, by day at once', async () => {
    at(manilaMorning);
    const owner = await operator();
    const trip = await scheduledTrip(owner);
    expect((await postForm(owner, `${trip.path}/cancel`, {})).status).toBe(303);
    expect(await tripRow(trip.tripId)).toMatchObject({ status: 'cancelled' });
    const [notice] = await noticesOf(trip.jobId);
    expect(notice).toMatchObject({ status: 'sent' });
    expect(notice!.body).toMatch(
      /^Delivery J-2026-\d{6}-D1 cancelled\. It will not come on 3 December 2026, 8:00 AM to 12:00 noon; we will tell you the new day$/,
    );
    expect(await noticeEmails(trip.leadId)).toEqual([expect.stringContaining('D1 cancelled')]);
    expect((await deliveryEvents(trip.jobId)).at(-1)!.detail).toMatch(/D1 cancelled$/);
  });

  it('at night: the notice is held to 08:00 Manila, nothing sent, and the morning sweep sends it', async () => {
    at(manilaNight);
    const owner = await operator();
    const trip = await scheduledTrip(owner);
    expect((await postForm(owner, `${trip.path}/cancel`, {})).status).toBe(303);
    expect(await noticesOf(trip.jobId)).toMatchObject([{ status: 'held', send_after: '2026-12-02T00:00:00.000Z' }]);
    expect(await noticeEmails(trip.leadId)).toEqual([]);
    const timeline = await env.DB.prepare("SELECT detail FROM job_events WHERE job_id = ? AND kind = 'notice'")
      .bind(trip.jobId)
      .first<string>('detail');
    expect(timeline).toContain('held to the morning');
    await releaseDueNotices(workerEnv, new Date('2026-12-02T00:15:00.000Z'), trip.jobId);
    expect(await noticeEmails(trip.leadId)).toEqual([expect.stringContaining('D1 cancelled')]);
  });
});
