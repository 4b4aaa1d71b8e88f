// The lead's timeline (the dashboard's lead page) tells the job's story beside the emails and calls
// (issue 39): the job made, each stage move, progress photos (a run of them as one entry), a
// delivery scheduled and delivered, and the job closing, each with who did it and when, linked to
// the job page's panel.
import { describe, expect, it } from 'vitest';
import { asOperator, operator, postForm, signedInStaff, type OperatorSession } from './admin-helpers';
import { jpeg } from './image-bytes';
import { insertJob, scheduleTrip } from './job-rows';
import { origin } from './quote-helpers';

const photo = (session: OperatorSession, jobId: number, caption: string) => {
  const body = new FormData();
  body.set('photo', new File([jpeg(640, 480, caption)], 'IMG.JPG', { type: 'image/jpeg' }));
  body.set('caption', caption);
  return asOperator(session, `/admin/jobs/${jobId}/photos`, { method: 'POST', headers: { Origin: origin }, body });
};

/** The lead page's timeline entries as text, oldest first, each with its time element's instant. */
async function timeline(session: OperatorSession, leadId: number) {
  const html = await (await asOperator(session, `/admin/leads/${leadId}`)).text();
  return [...html.matchAll(/<li[^>]*class="timeline__entry timeline__entry--job"[^>]*>([\s\S]*?)<\/li>/g)].map((match) => {
    const time = /<time dateTime="([^"]+)"[^>]*>([^<]*)<\/time>/i.exec(match[1]!);
    const text = match[1]!
      .replace(/<time[\s\S]*?<\/time>/i, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;/g, "'")
      .replace(/\s+/g, ' ')
      .trim();
    const link = /<a href="([^"]+)"/.exec(match[1]!)?.[1] ?? null;
    return { at: time?.[1] ?? null, when: time?.[2] ?? '', text, link };
  });
}

describe('the lead’s timeline', () => {
  it('shows the job’s stage moves, photos, delivery and closing with who and when', async () => {
    const owner = await operator();
    const staff = await signedInStaff(`staff-timeline-${crypto.randomUUID().slice(0, 6)}@stainless.example`, 'Rico Staff');
    const job = await insertJob([{ description: 'Sheet 1.5 mm 4x8 2B, 304', unit: 'sheet', quantityMilli: 4_000 }], {
      kind: 'supply',
      stage: 'preparing',
    });
    const before = await timeline(owner, job.leadId);

    // Staff move it on with the board's one tap, and add two photos one after the other.
    expect((await postForm(staff, `/admin/jobs/${job.jobId}/stage`, { from: 'preparing', to: 'ready' })).status).toBe(303);
    expect((await photo(staff, job.jobId, 'Sheets wrapped')).status).toBe(303);
    expect((await photo(staff, job.jobId, 'On the pallet')).status).toBe(303);
    // The owner schedules the delivery and marks it delivered: the job moves to Delivered and closes.
    const tripId = await scheduleTrip(owner, job, '4');
    const body = new FormData();
    body.set('photo', new File([jpeg(640, 480, 'signed')], 'receipt.jpg', { type: 'image/jpeg' }));
    const done = await asOperator(owner, `/admin/jobs/${job.jobId}/deliveries/${tripId}/delivered`, {
      method: 'POST',
      headers: { Origin: origin },
      body,
    });
    expect(done.status).toBe(303);

    const entries = (await timeline(owner, job.leadId)).slice(before.length);
    const reference = /^J-\d{4}-\d{6}/;
    expect(entries.map((entry) => entry.text.replace(reference, 'J'))).toEqual([
      expect.stringMatching(/^J : Moved to Ready \(Rico Staff\)$/),
      expect.stringMatching(/^J : 2 progress photos added: Sheets wrapped; On the pallet \(Rico Staff\)$/),
      expect.stringMatching(/^J : Delivery J-\d{4}-\d{6}-D1 scheduled for .+, 8:00 AM to 12:00 noon \(.+\)$/),
      expect.stringMatching(/^J : Delivery J-\d{4}-\d{6}-D1 delivered \(.+\)$/),
      expect.stringMatching(/^J : Moved to Delivered or picked up \(.+\)$/),
      expect.stringMatching(/^J : Job closed: every line is delivered \(.+\)$/),
    ]);
    // Who: the owner's own entries name them as the dashboard names the owner elsewhere.
    const ownerLabel = /\(([^)]+)\)$/.exec(entries[2]!.text)![1]!;
    expect(ownerLabel).not.toBe('Rico Staff');
    expect(entries.slice(2).every((entry) => entry.text.endsWith(`(${ownerLabel})`))).toBe(true);
    // When: each has its instant, in order; and a link to the job page's panel.
    expect(
      entries.every((entry) => entry.at !== null && !Number.isNaN(Date.parse(entry.at)) && /\d{4}, \d{1,2}:\d{2} [AP]M/.test(entry.when)),
    ).toBe(true);
    expect(entries.map((entry) => entry.at)).toEqual(entries.map((entry) => entry.at).sort());
    expect(entries.map((entry) => entry.link)).toEqual([
      `/admin/jobs/${job.jobId}#stage`,
      `/admin/jobs/${job.jobId}#photos`,
      `/admin/jobs/${job.jobId}#deliveries`,
      `/admin/jobs/${job.jobId}#deliveries`,
      `/admin/jobs/${job.jobId}#stage`,
      `/admin/jobs/${job.jobId}#deliveries`,
    ]);
  });
});
