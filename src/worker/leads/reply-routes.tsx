// POST /admin/leads/:id/replies: an operator's answer from the lead page. Files go to R2, the
// message to D1 (with the lead's status moved on), and the email queue sends it.
import { Hono, type Context } from 'hono';
import { recordId } from '../record-id';
import { noLeadAt, unlessLeadGone } from '../render/lead-gone';
import { replyTemplateDefaults } from '../../content/reply-templates';
import { leadReference } from '../../shared/quote-request';
import { hasInvisibleCharacters, hasInvisibleCharactersInChat } from '../../shared/invisible-characters';
import {
  replyBodyMaxLength,
  replyFileLimitBytes,
  replyFileLimitText,
  replyMaxFiles,
  replySubjectMaxLength,
  replyTotalLimitBytes,
  replyTotalLimitText,
} from '../../shared/reply-rules';
import { leadPage } from './page';
import type { DashboardEnv } from '../app-env';
import { siteFacts } from '../published-facts/published';
import { statusChangeStatements } from '../lead-records/events';
import { answeredStatement } from '../lead-records/inbox';
import type { LeadStatus } from '../../shared/lead-status';
import { leadById, type LeadRow } from '../lead-records/leads';
import { isReplyTemplateId } from '../reply-templates/store';
import { leadMessageOf, storeLeadMessage } from '../lead-records/messages';
import { leadReply } from '../email/quote-emails';
import { replyAddressFor } from '../email/reply-address';
import { checkUpload } from '../storage/checked-upload';
import { enqueue } from '../queue/enqueue';
import { ownUploadLimit } from '../middleware/dashboard-form-limit';
import { staffMay } from '../admin/roles';
import { adminPaths } from '../../shared/admin-paths';

/** The files at their limit, plus room for the form's text fields and multipart framing. */
const replyFormLimitBytes = replyTotalLimitBytes + 64 * 1024;

/** Which statuses each reply may move a lead on from; won and lost are never changed by a reply. */
const earlierStatuses: Record<'contacted' | 'quoted' | 'lost', readonly LeadStatus[]> = {
  contacted: ['new'],
  quoted: ['new', 'contacted'],
  lost: ['new', 'contacted', 'quoted'],
};

export const replyRoutes = new Hono<DashboardEnv>();

class RefusedReply extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

interface AcceptedFile {
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

async function checkedFiles(entries: (string | File)[]): Promise<AcceptedFile[]> {
  // A file input left empty posts one part with no name and no bytes.
  const files = entries.filter((entry): entry is File => typeof entry !== 'string' && (entry.name !== '' || entry.size > 0));
  if (files.length > replyMaxFiles)
    throw new RefusedReply(400, `A reply carries at most ${replyMaxFiles} files; you attached ${files.length}.`);
  let total = 0;
  const accepted: AcceptedFile[] = [];
  for (const file of files) {
    const checked = await checkUpload(file, {
      fallbackName: 'attachment',
      limitBytes: replyFileLimitBytes,
      says: { tooLarge: (name) => `${name} is larger than ${replyFileLimitText}; each file must be ${replyFileLimitText} or smaller.` },
    });
    if ('status' in checked) throw new RefusedReply(checked.status, checked.message);
    total += checked.bytes.byteLength;
    if (total > replyTotalLimitBytes)
      throw new RefusedReply(413, `The files together are larger than ${replyTotalLimitText}, more than an email can carry.`);
    accepted.push({ name: checked.name, contentType: checked.contentType, bytes: checked.bytes });
  }
  return accepted;
}

const fieldText = (value: unknown) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : '');

async function sendReply(c: Context<DashboardEnv>, lead: LeadRow, fields: Record<string, string | File | (string | File)[]>) {
  const templateId = isReplyTemplateId(fields.template) ? fields.template : null;
  const subject = fieldText(fields.subject);
  const body = fieldText(fields.body);
  const draft = { templateId, subject, body };
  const refuse = (status: 400 | 413 | 415, error: string) => leadPage(c, lead, { draft, error }, status);

  if (!body) return refuse(400, 'Write a message before sending the reply.');
  if (body.length > replyBodyMaxLength)
    return refuse(400, `The message is ${body.length} characters; a reply holds at most ${replyBodyMaxLength}.`);
  if (hasInvisibleCharactersInChat(body)) return refuse(400, 'Use plain text in the message: remove hidden or control characters.');
  if (!subject) return refuse(400, 'Give the reply a subject.');
  if (subject.length > replySubjectMaxLength) return refuse(400, `The subject holds at most ${replySubjectMaxLength} characters.`);
  if (hasInvisibleCharacters(subject)) return refuse(400, 'Use plain text in the subject: remove hidden or control characters.');
  let files: AcceptedFile[];
  try {
    const entries = fields.files === undefined ? [] : Array.isArray(fields.files) ? fields.files : [fields.files];
    files = await checkedFiles(entries);
  } catch (error) {
    if (error instanceof RefusedReply) return refuse(error.status, error.message);
    throw error;
  }

  const now = new Date().toISOString();
  const reference = leadReference(lead.id, lead.created_at);
  const stored = files.map((file) => ({ ...file, r2Key: `replies/${crypto.randomUUID()}` }));
  await Promise.all(
    stored.map((file) =>
      c.env.UPLOADS.put(file.r2Key, file.bytes, {
        httpMetadata: { contentType: file.contentType, contentDisposition: 'attachment' },
        customMetadata: { originalName: file.name, lead: reference },
      }),
    ),
  );
  const email = await leadReply({
    lead,
    business: (await siteFacts(c.env)).business,
    from: c.env.EMAIL_FROM,
    replyTo: replyAddressFor(reference, c.env),
    topic: subject,
    body,
    attachmentNames: stored.map((file) => file.name),
  });
  const operator = c.get('operator');
  const moveTo = templateId ? replyTemplateDefaults[templateId].movesStatusTo : 'contacted';
  let messageId: number;
  try {
    messageId = await storeLeadMessage(
      c.env.DB,
      leadMessageOf(lead, email, {
        createdAt: now,
        sender: operator,
        templateId,
        attachments: stored.map((file) => ({
          r2Key: file.r2Key,
          fileName: file.name,
          contentType: file.contentType,
          size: file.bytes.byteLength,
        })),
      }),
      [
        ...statusChangeStatements(c.env.DB, { leadId: lead.id, to: moveTo, actor: operator, at: now, onlyFrom: earlierStatuses[moveTo] }),
        answeredStatement(c.env.DB, lead.id),
      ],
    );
  } catch (error) {
    if (stored.length) await c.env.UPLOADS.delete(stored.map((file) => file.r2Key));
    throw error;
  }
  try {
    await enqueue(c.env, [{ kind: 'reply', leadMessageId: messageId }]);
  } catch (error) {
    // The message stays pending in D1; the cron sweep queues it again.
    c.get('logger').error('reply could not be queued; the sweep will retry', { leadMessageId: messageId, error: String(error) });
  }
  return c.redirect(`${adminPaths.lead(lead.id)}?done=reply#done`, 303);
}

replyRoutes.post(
  '/:id{[0-9]+}/replies',
  staffMay,
  async (c, next) => {
    if (c.req.header('content-length') === undefined) return c.text('Send the reply with a Content-Length header.', 411);
    await next();
  },
  ownUploadLimit({
    maxSize: replyFormLimitBytes,
    onError: (c) =>
      c.text(`This reply is larger than an email can carry (${replyTotalLimitText} of files). Attach fewer or smaller files.`, 413),
  }),
  async (c) => {
    const id = recordId.safeParse(c.req.param('id'));
    const lead = id.success ? await leadById(c.env.DB, id.data) : null;
    if (!lead) return noLeadAt(c, c.req.param('id'));
    if (!lead.email) return c.text('This lead has no email address: call or message them instead.', 400);
    let fields;
    try {
      fields = await c.req.parseBody({ all: true });
    } catch {
      return c.text('The reply could not be read as a form. Reload the lead page and send it again.', 400);
    }
    // Erased while the reply was on its way: D1 refuses the message, and the operator is told why.
    return unlessLeadGone(c, lead.id, () => sendReply(c, lead, fields));
  },
);
