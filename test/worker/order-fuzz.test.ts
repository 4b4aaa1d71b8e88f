// Attacks on the input paths that came with jobs and payments: the customer's answers on a shop
// drawing and their proof of payment (order page), and the dashboard's job photos, shop drawings,
// delivery scheduling and delivered photos, stage moves, mill certificates and their links, and
// chat answers. Every case is refused at once with a 4xx and words a person can act on, and what
// was stored before is still there, unchanged. Table-driven and bounded: one request a case.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, manilaDay } from '../../src/shared/business-time';
import { uploadLimitBytes } from '../../src/shared/upload-rules';
import { lengthRequiredMessage } from '../../src/worker/middleware/body-limit';
import { adminFormLimitBytes } from '../../src/worker/middleware/dashboard-form-limit';
import { cameraPhotoLimitBytes } from '../../src/worker/storage/camera-photo';
import { asOperator, operator, staffMember, type OperatorSession } from './admin-helpers';
import { jpeg } from './image-bytes';
import { acceptedJob, customerFetch, sameSite } from './job-helpers';
import { insertLead } from './lead-rows';
import { origin, sampleExe, samplePdf, samplePng } from './quote-helpers';

const encoder = new TextEncoder();

/** 100 KB of what no form field should take: NUL and other controls, a lone surrogate's bytes, bidi overrides, separators. */
const hostileText = '\u0000\u0007\u001b\u007f\u0085\u202e\u2066\u200b\u2028\ufeff'.repeat(10_240);
const hostileBytes = (() => {
  const text = encoder.encode(hostileText);
  const bytes = new Uint8Array(text.byteLength + 3 * 1024);
  bytes.set(text);
  // ED A0 80 is U+D800 written as UTF-8: a lone surrogate, which no valid UTF-8 holds.
  for (let at = text.byteLength; at < bytes.byteLength; at += 3) bytes.set([0xed, 0xa0, 0x80], at);
  return bytes;
})();

type Part = [name: string, value: string | Uint8Array | { file: string; bytes: Uint8Array }];

/** A multipart body written byte for byte (FormData would mend lone surrogates and NULs in names). */
function multipartBody(parts: Part[]): { body: Uint8Array<ArrayBuffer>; type: string } {
  const boundary = '----order-fuzz-7b1c';
  const chunks: Uint8Array[] = [];
  for (const [name, value] of parts) {
    const file = value instanceof Uint8Array || typeof value === 'string' ? null : value;
    chunks.push(
      encoder.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file.file}"\r\nContent-Type: application/octet-stream` : ''}\r\n\r\n`,
      ),
    );
    chunks.push(file ? file.bytes : typeof value === 'string' ? encoder.encode(value) : (value as Uint8Array));
    chunks.push(encoder.encode('\r\n'));
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
  let at = 0;
  for (const chunk of chunks) body.set(chunk, (at += chunk.byteLength) - chunk.byteLength);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

/** A body that sends its first bytes and then never ends: a stalled or endless upload. */
function stalledBody(first: Uint8Array, repeat = 1) {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= repeat) return new Promise(() => {});
      sent += 1;
      controller.enqueue(first);
    },
  });
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms))]);

let owner: OperatorSession;
let staff: OperatorSession;
let jobA: Awaited<ReturnType<typeof acceptedJob>>;
let jobB: Awaited<ReturnType<typeof acceptedJob>>;
const ids = { drawingA: 0, drawingB: 0, lineA: 0, lineB: 0, tripA: 0, certificate: 0, paymentA: 0 };
const chatLead = 97_103;

const upload = (session: OperatorSession, path: string, form: FormData) =>
  asOperator(session, path, { method: 'POST', headers: { Origin: origin }, body: form });
const formOf = (entries: [string, string | File][]) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

/** Everything the attacks could touch: rows of the job tables, payments, chat answers and the bucket's keys. */
async function stored() {
  const tables = [
    'jobs',
    'job_lines',
    'job_drawings',
    'job_photos',
    'job_deliveries',
    'job_delivery_lines',
    'mill_certificates',
    'mill_certificate_heats',
    'job_line_certificates',
    'quotation_payments',
    'chat_messages',
  ];
  const rows = await env.DB.batch(tables.map((table) => env.DB.prepare(`SELECT * FROM ${table} ORDER BY rowid`)));
  const keys = (await env.UPLOADS.list()).objects.map((object) => object.key).sort();
  return { rows: Object.fromEntries(tables.map((table, index) => [table, rows[index]!.results])), keys };
}

beforeAll(async () => {
  owner = await operator();
  staff = (await staffMember()).session;
  jobA = await acceptedJob(97_101);
  jobB = await acceptedJob(97_102);
  for (const job of [jobA, jobB]) {
    const sent = await upload(owner, `/admin/jobs/${job.jobId}/drawings`, formOf([['drawing', new File([samplePdf()], 'ga.pdf')]]));
    expect(sent.status).toBe(303);
  }
  const first = (sql: string, ...binds: unknown[]) =>
    env.DB.prepare(sql)
      .bind(...binds)
      .first<number>('id');
  ids.drawingA = (await first('SELECT id FROM job_drawings WHERE job_id = ?', jobA.jobId))!;
  ids.drawingB = (await first('SELECT id FROM job_drawings WHERE job_id = ?', jobB.jobId))!;
  ids.lineA = (await first('SELECT id FROM job_lines WHERE job_id = ? ORDER BY id', jobA.jobId))!;
  ids.lineB = (await first('SELECT id FROM job_lines WHERE job_id = ? ORDER BY id', jobB.jobId))!;
  const scheduled = await asOperator(owner, `/admin/jobs/${jobA.jobId}/deliveries`, {
    method: 'POST',
    headers: { Origin: origin },
    body: new URLSearchParams(tripFields(ids.lineA)),
  });
  expect(scheduled.status).toBe(303);
  ids.tripA = (await first('SELECT id FROM job_deliveries WHERE job_id = ?', jobA.jobId))!;
  const certificate = await upload(owner, '/admin/certificates', formOf(certificateFields(new File([samplePdf()], 'mtc.pdf'))));
  expect(certificate.status).toBe(303);
  ids.certificate = (await first("SELECT certificate_id AS id FROM mill_certificate_heats WHERE heat_number = 'FZ1001'"))!;
  const proof = await customerFetch(`/quotation/${jobA.token}/proof`, {
    method: 'POST',
    headers: sameSite,
    body: formOf([...proofFields, ['proof', new File([samplePng()], 'transfer.png')]]),
  });
  expect(proof.status).toBe(303);
  ids.paymentA = (await first("SELECT id FROM quotation_payments WHERE lead_id = ? AND status = 'proof'", 97_101))!;
  await insertLead({ id: chatLead, createdAt: new Date().toISOString() });
  await env.DB.prepare(
    "INSERT INTO chat_messages (lead_id, channel, direction, person_id, created_at, text, updated_at) VALUES (?, 'messenger', 'in', 'psid-fuzz', ?, 'Hi', ?)",
  )
    .bind(chatLead, new Date().toISOString(), new Date().toISOString())
    .run();
});

const tripFields = (line: number) => ({
  scheduledOn: addDays(manilaDay(new Date()), 1),
  windowFrom: '08:00',
  windowUntil: '12:00',
  address: 'Lot 4, Anabu II-D, Imus, Cavite',
  driverName: 'Jun Dela Cruz',
  plateNumber: 'NBC 1234',
  [`quantity-${line}`]: '1',
});
const certificateFields = (file: File): [string, string | File][] => [
  ['heats', 'FZ1001'],
  ['grade', '304'],
  ['product', 'Sheet 1.5 mm 4x8 2B'],
  ['file', file],
];
const proofFields: [string, string][] = [
  ['reference', 'BPI-7788'],
  ['paidAmount', '1,000.00'],
];

interface Route {
  name: string;
  path: () => string;
  /** Who posts: the customer (no session) or a signed-in person. */
  as: 'customer' | 'owner' | 'staff';
  /** The body's cap and what its 413 says. */
  limit: number;
  tooLarge: string;
  /** A text field the route reads, and what it says of 100 KB of hostile characters in it. */
  field: [name: string, says: string];
  /** The route's file field, if it takes a file, and what it says of bytes that are not what the name says. */
  file?: [name: string, says: string];
  /** Fields that would pass, beside the one attacked. */
  rest: Part[];
  /** What it says of a body with none of its fields (JSON), and of one it cannot read as a form. */
  missing: string;
  unreadable: string;
}

const dashboardForm = (text: string) =>
  [413, `This form is larger than the dashboard accepts (${adminFormLimitBytes / 1024} KB)`, text] as const;

const routes: Route[] = [
  {
    name: 'approving a drawing',
    path: () => `/quotation/${jobA.token}/drawings/${ids.drawingA}/approve`,
    as: 'customer',
    limit: uploadLimitBytes + 64 * 1024,
    tooLarge: 'The marked-up file is larger than 20 MB',
    field: ['approverName', 'At most 100 characters.'],
    rest: [],
    missing: 'Enter your name.',
    unreadable: 'Your answer could not be read. Reload the page and try again.',
  },
  {
    name: 'asking for changes to a drawing',
    path: () => `/quotation/${jobA.token}/drawings/${ids.drawingA}/changes`,
    as: 'customer',
    limit: uploadLimitBytes + 64 * 1024,
    tooLarge: 'The marked-up file is larger than 20 MB',
    field: ['changesComment', 'At most 2,000 characters.'],
    file: ['markup', 'does not look like a real .pdf file'],
    rest: [
      ['changesName', 'Ana Reyes'],
      ['changesComment', 'A larger radius on the corners.'],
    ],
    missing: 'Enter your name.',
    unreadable: 'Your answer could not be read. Reload the page and try again.',
  },
  {
    name: 'a proof of payment',
    path: () => `/quotation/${jobA.token}/proof`,
    as: 'customer',
    limit: uploadLimitBytes + 64 * 1024,
    tooLarge: 'The proof is larger than 20 MB',
    field: ['reference', 'Enter the reference number of your transfer'],
    file: ['proof', 'does not look like a real .pdf file'],
    rest: proofFields,
    missing: 'Enter the reference number of your transfer',
    unreadable: 'Your proof could not be read. Reload the quotation and try again.',
  },
  {
    name: 'a job photo',
    path: () => `/admin/jobs/${jobA.jobId}/photos`,
    as: 'staff',
    limit: cameraPhotoLimitBytes + 64 * 1024,
    tooLarge: 'The photo is larger than 15 MB',
    field: ['caption', 'A caption is at most 200 characters.'],
    file: ['photo', 'is not a JPEG, PNG or WebP photo'],
    rest: [['photo', { file: 'site.jpg', bytes: jpeg(8, 8, 'site') }]],
    missing: 'Choose a photo, or take one with the camera.',
    unreadable: 'Choose a photo, or take one with the camera.',
  },
  {
    name: 'a shop drawing',
    path: () => `/admin/jobs/${jobA.jobId}/drawings`,
    as: 'staff',
    limit: uploadLimitBytes + 64 * 1024,
    tooLarge: 'The drawing is larger than 20 MB',
    field: ['note', 'The note is'],
    file: ['drawing', 'does not look like a real .pdf file'],
    rest: [],
    missing: 'Choose the drawing file to send.',
    unreadable: 'The form could not be read. Reload the job and try again.',
  },
  {
    name: 'a delivered photo',
    path: () => `/admin/jobs/${jobA.jobId}/deliveries/${ids.tripA}/delivered`,
    as: 'staff',
    limit: cameraPhotoLimitBytes + 64 * 1024,
    tooLarge: 'The photo is larger than 15 MB',
    field: ['receivedBy', 'Received by: one line of plain text, up to 80 characters.'],
    file: ['photo', 'is not a JPEG, PNG or WebP photo'],
    rest: [],
    missing: 'Take a photo of the signed receipt or of the goods delivered',
    unreadable: 'Take a photo of the signed receipt or of the goods delivered',
  },
  {
    name: 'a mill certificate',
    path: () => '/admin/certificates',
    as: 'owner',
    limit: uploadLimitBytes + 64 * 1024,
    tooLarge: 'The certificate is larger than 20 MB',
    field: ['product', 'Describe the product in one line of up to 120 characters'],
    file: ['file', 'does not look like a real PDF file'],
    rest: [
      ['heats', 'FZ2002'],
      ['grade', '316L'],
    ],
    missing: 'Enter the certificate’s heat numbers',
    unreadable: 'Enter the certificate’s heat numbers',
  },
];

/** The small forms: 100 KB is over the dashboard's form cap, so that refusal is what is checked. */
const formRoutes = [
  { name: 'scheduling a delivery', path: () => `/admin/jobs/${jobA.jobId}/deliveries`, as: 'owner' as const, field: 'address' },
  { name: 'a stage move', path: () => `/admin/jobs/${jobA.jobId}/stage`, as: 'staff' as const, field: 'to' },
  { name: 'naming a heat on a line', path: () => `/admin/jobs/${jobA.jobId}/certificates`, as: 'owner' as const, field: 'heat' },
  { name: 'a held notice sent now', path: () => `/admin/jobs/${jobA.jobId}/notices/1/send`, as: 'owner' as const, field: 'x' },
];

function post(route: { path: () => string; as: 'customer' | 'owner' | 'staff' }, init: RequestInit & { headers?: Record<string, string> }) {
  const headers = { ...(route.as === 'customer' ? sameSite : { Origin: origin }), ...init.headers };
  const request = { ...init, method: 'POST', headers };
  if (route.as === 'customer') return customerFetch(route.path(), request);
  return asOperator(route.as === 'owner' ? owner : staff, route.path(), request);
}

const pageText = async (response: Response) =>
  (await response.text())
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

interface Case {
  name: string;
  send: () => Promise<Response>;
  status: number;
  says: string;
  /** A file name was attacked: the refusal may name no more of it than is stored, and none of its bidi controls. */
  fileName?: boolean;
}

const cases: Case[] = [
  ...routes.flatMap((route): Case[] => [
    {
      name: `${route.name}: a declared length over ${route.limit} bytes`,
      send: () =>
        post(route, {
          headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(route.limit + 1) },
          body: stalledBody(new Uint8Array(1024)),
          // @ts-expect-error: workerd's RequestInit lacks `duplex`, which a streamed body needs elsewhere.
          duplex: 'half',
        }),
      status: 413,
      says: route.tooLarge,
    },
    {
      name: `${route.name}: a chunked body without Content-Length that stalls`,
      send: () =>
        post(route, {
          headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
          body: stalledBody(new Uint8Array(64 * 1024)),
          // @ts-expect-error: as above.
          duplex: 'half',
        }),
      status: 411,
      says: lengthRequiredMessage,
    },
    {
      name: `${route.name}: 100 KB of control characters, NULs, lone surrogates and bidi overrides in ${route.field[0]}`,
      send: () => {
        const { body, type } = multipartBody([...route.rest, [route.field[0], hostileBytes]]);
        return post(route, { headers: { 'Content-Type': type }, body });
      },
      status: 400,
      says: route.field[1],
    },
    {
      name: `${route.name}: JSON instead of a form`,
      send: () =>
        post(route, {
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(Object.fromEntries(route.rest.map(([name, value]) => [name, String(value)]))),
        }),
      status: 400,
      says: route.missing,
    },
    {
      name: `${route.name}: multipart that does not name its boundary`,
      send: () => post(route, { headers: { 'Content-Type': 'multipart/form-data' }, body: 'a=1' }),
      status: 400,
      says: route.unreadable,
    },
    ...(route.file
      ? [
          {
            name: `${route.name}: a program named as a PDF or photo, after a real file under the same name`,
            send: () => {
              const [name, says] = route.file!;
              const { body, type } = multipartBody([
                ...route.rest,
                [route.field[0], route.field[0] === 'approverName' ? 'Ana Reyes' : 'Fine'],
                [name, { file: name === 'photo' ? 'site.jpg' : 'real.pdf', bytes: name === 'photo' ? jpeg(8, 8, 'ok') : samplePdf() }],
                [name, { file: name === 'photo' ? 'site.jpg' : 'mtc.pdf', bytes: sampleExe() }],
              ]);
              return post(route, { headers: { 'Content-Type': type }, body });
              void says;
            },
            status: 415,
            says: route.file[1],
          },
          ...[`\u202e${'n'.repeat(100_000)}fdp.exe`, `x.${'n'.repeat(100_000)}`].map((fileName): Case => ({
            name: `${route.name}: a 100,000-character file name (${fileName.slice(0, 4)}…)`,
            send: () => {
              const { body, type } = multipartBody([...route.rest, [route.file![0], { file: fileName, bytes: sampleExe() }]]);
              return post(route, { headers: { 'Content-Type': type }, body });
            },
            status: 415,
            says: 'n'.repeat(20),
            fileName: true,
          })),
        ]
      : []),
  ]),
  ...formRoutes.flatMap((route): Case[] => {
    const [status, says] = dashboardForm('');
    return [
      {
        name: `${route.name}: 100 KB of control characters in ${route.field}`,
        send: () =>
          post(route, {
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ [route.field]: hostileText }),
          }),
        status,
        says,
      },
      {
        name: `${route.name}: a chunked body past the cap that never ends`,
        send: () =>
          post(route, {
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            body: stalledBody(encoder.encode(`${route.field}=${'x'.repeat(8 * 1024)}`), 8),
            // @ts-expect-error: as above.
            duplex: 'half',
          }),
        status,
        says,
      },
    ];
  }),
  // Another order's or job's ids.
  {
    name: "approving another order's drawing",
    send: () =>
      post({ as: 'customer', path: () => `/quotation/${jobA.token}/drawings/${ids.drawingB}/approve` }, form({ approverName: 'Ana' })),
    status: 404,
    says: 'This drawing is not part of your order: reload the page.',
  },
  {
    name: "marking another job's delivery delivered",
    send: () => {
      const body = formOf([['photo', new File([jpeg(8, 8, 'x')], 'receipt.jpg')]]);
      return post({ as: 'staff', path: () => `/admin/jobs/${jobB.jobId}/deliveries/${ids.tripA}/delivered` }, { body });
    },
    status: 404,
    says: 'There is no such delivery on this job.',
  },
  {
    name: "scheduling another job's line",
    send: () => post({ as: 'owner', path: () => `/admin/jobs/${jobB.jobId}/deliveries` }, form(tripFields(ids.lineA))),
    status: 400,
    says: 'The delivery was not scheduled',
  },
  {
    name: "naming a heat on another job's line",
    send: () =>
      post({ as: 'owner', path: () => `/admin/jobs/${jobB.jobId}/certificates` }, form({ line: String(ids.lineA), heat: 'FZ1001' })),
    status: 400,
    says: 'Choose one of this job’s lines.',
  },
  {
    name: "confirming another lead's proof of payment",
    send: () => post({ as: 'owner', path: () => `/admin/leads/${97_102}/payments/${ids.paymentA}/confirm` }, form({})),
    status: 404,
    says: '',
  },
  // Quantities and days no person types, each refused with its field.
  ...[
    { quantity: '1e308' },
    { quantity: '-1' },
    { quantity: 'NaN' },
    { quantity: '٣' },
    { quantity: '0x10' },
    { quantity: '99999999999999999999' },
    { scheduledOn: '2026-02-30' },
    { windowFrom: '25:00' },
  ].map((odd): Case => ({
    name: `scheduling a delivery with ${JSON.stringify(odd)}`,
    send: () => {
      const { quantity, ...rest } = odd as { quantity?: string };
      const fields = { ...tripFields(ids.lineA), ...rest, ...(quantity ? { [`quantity-${ids.lineA}`]: quantity } : {}) };
      return post({ as: 'owner', path: () => `/admin/jobs/${jobA.jobId}/deliveries` }, form(fields));
    },
    status: 400,
    says: 'The delivery was not scheduled: see the fields marked below.',
  })),
  // The owner's answers on a proof and money recorded by hand, with hidden characters.
  {
    name: 'rejecting a proof with a reason of NULs and bidi overrides',
    send: () =>
      post(
        { as: 'owner', path: () => `/admin/leads/${97_101}/payments/${ids.paymentA}/reject` },
        form({ reason: 'Blurry\u0000\u202eimage' }),
      ),
    status: 400,
    says: 'Give the customer a reason: one line of plain text, up to 300 characters.',
  },
  {
    name: 'recording cash with a reference of bidi overrides',
    send: () =>
      post(
        { as: 'owner', path: () => `/admin/leads/${97_101}/payments` },
        form({ amount: '100.00', method: 'cash', reference: 'OR\u202e1234' }),
      ),
    status: 400,
    says: 'A reference is one line of up to 60 characters.',
  },
  {
    name: 'a stage that is not on the list',
    send: () => post({ as: 'owner', path: () => `/admin/jobs/${jobA.jobId}/stage` }, form({ to: '__proto__' })),
    status: 400,
    says: '',
  },
  // Tokens of another length or alphabet.
  ...['x', 'A'.repeat(42), 'A'.repeat(44), '%00'.repeat(43), '..%2F..%2Fadmin'].map((token): Case => ({
    name: `a token of ${token.length} characters (${token.slice(0, 8)}…)`,
    send: () => post({ as: 'customer', path: () => `/quotation/${token}/drawings/${ids.drawingA}/approve` }, form({ approverName: 'Ana' })),
    status: 404,
    says: 'Check that the whole link from our email was opened.',
  })),
  // Forged origins.
  ...(['/drawings/0/approve', '/proof'] as const).map((tail): Case => ({
    name: `a customer post (${tail}) from another site`,
    send: () =>
      customerFetch(`/quotation/${jobA.token}${tail.replace('0', String(ids.drawingA))}`, {
        method: 'POST',
        headers: { Origin: 'https://stainless.example.evil.test', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'approverName=Ana',
      }),
    status: 403,
    says: "accepted only from this site's own pages",
  })),
  ...(['/admin/certificates', '/admin/jobs/0/stage'] as const).map((path): Case => ({
    name: `a dashboard post (${path}) from another site`,
    send: () =>
      asOperator(owner, path.replace('0', String(jobA.jobId)), {
        method: 'POST',
        headers: { Origin: 'https://evil.test', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'to=delivered',
      }),
    status: 403,
    says: 'This form did not come from the dashboard.',
  })),
  // A staff session on the owner's posts.
  ...[
    ['/admin/jobs/:job/dates', { promisedReadyOn: '2027-01-04' }],
    ['/admin/jobs/:job/kind', { kind: 'supply' }],
    ['/admin/jobs/stages/fabrication', { labels: 'Accepted' }],
    ['/admin/jobs/:job/deliveries', tripFields(1)],
    ['/admin/jobs/:job/deliveries/:trip/out', {}],
    ['/admin/jobs/:job/deliveries/:trip/cancel', {}],
    ['/admin/jobs/:job/certificates', { line: '1', heat: 'FZ1001' }],
    ['/admin/jobs/:job/certificates/remove', { line: '1', heat: 'FZ1001', certificate: '1' }],
    ['/admin/certificates', {}],
    ['/admin/certificates/:certificate/delete', {}],
    ['/admin/certificates/stock', { item: 'x' }],
    ['/admin/jobs/:job/notices/1/send', {}],
  ].map(([pattern, fields]): Case => ({
    name: `staff posting ${pattern as string}`,
    send: () => {
      const path = (pattern as string)
        .replace(':job', String(jobA.jobId))
        .replace(':trip', String(ids.tripA))
        .replace(':certificate', String(ids.certificate));
      return post({ as: 'staff', path: () => path }, form(fields as Record<string, string>));
    },
    status: 403,
    says: 'For the owner only',
  })),
  {
    name: 'staff moving a job two stages on with a second "to" field',
    send: () =>
      post(
        { as: 'staff', path: () => `/admin/jobs/${jobA.jobId}/stage` },
        { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'to=production&to=delivered' },
      ),
    status: 403,
    says: '',
  },
  // A chat answer the platform would refuse or show reversed.
  {
    name: 'a chat answer of NULs and bidi overrides',
    send: () =>
      post({ as: 'owner', path: () => `/admin/leads/${chatLead}/chat-replies` }, form({ body: 'Ready\u0000 on \u202eFriday'.repeat(10) })),
    status: 400,
    says: 'remove hidden or control characters',
  },
  {
    name: 'a chat answer of 100 KB',
    send: () => post({ as: 'owner', path: () => `/admin/leads/${chatLead}/chat-replies` }, form({ body: hostileText })),
    status: 413,
    says: 'An answer holds at most 2000 characters.',
  },
];

function form(fields: Record<string, string>): RequestInit & { headers: Record<string, string> } {
  return { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) };
}

describe('the order and job input paths under attack', () => {
  it('refuse each attack at once with a 4xx a person can act on, and keep what was stored', async () => {
    const before = await stored();
    expect(before.rows.job_drawings).toHaveLength(2);
    // All at once, so that a request that hangs costs the wait once: an answer comes in well under it, a hang never.
    const failures = await Promise.all(
      cases.map(async (attack) => {
        const response = await within(attack.send(), 20_000).catch((error: unknown) => error as Error);
        if (response instanceof Error) return [`${attack.name}: ${response.message}`];
        const text = await pageText(response);
        const wrong: string[] = [];
        if (response.status !== attack.status || !text.includes(attack.says) || text.trim() === '')
          wrong.push(`${attack.name}: ${response.status} ${text.slice(0, 160)}`);
        if (attack.fileName && /\u202e|n{200}/.test(text)) wrong.push(`${attack.name}: the page repeats the raw file name`);
        return wrong;
      }),
    );
    expect(failures.flat()).toEqual([]);
    expect(await stored()).toEqual(before);
  });
});
