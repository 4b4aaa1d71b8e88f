// /admin/reply-templates: the owner rewords the reply box's templates.
import { Hono } from 'hono';
import * as z from 'zod';
import { hasInvisibleCharacters, hasInvisibleCharactersBesidesLineBreaks } from '../../shared/invisible-characters';
import { replyBodyMaxLength, replySubjectMaxLength } from '../../shared/reply-rules';
import { ReplyTemplatesPage } from '../../ui/admin/settings/ReplyTemplatesPage';
import { formFields } from '../admin/form-fields';
import { formatManilaTime } from '../../shared/business-time';
import type { DashboardEnv } from '../app-env';
import { isReplyTemplateId, replyTemplates, saveReplyTemplate } from './store';
import { adminPage } from '../render/render-admin';
import { recordDashboardAction } from '../action-records/dashboard-actions';
import { screenAccess } from '../admin/roles';
import { adminPaths } from '../../shared/admin-paths';

const wording = z.object({
  subject: z
    .string()
    .trim()
    .min(1)
    .max(replySubjectMaxLength)
    .refine((value) => !hasInvisibleCharacters(value)),
  body: z
    .string()
    .trim()
    .min(1)
    .max(replyBodyMaxLength)
    .refine((value) => !hasInvisibleCharactersBesidesLineBreaks(value)),
});

export const replyTemplateRoutes = new Hono<DashboardEnv>();

replyTemplateRoutes.get('/', screenAccess('reply-templates'), async (c) =>
  adminPage(
    c,
    <ReplyTemplatesPage
      templates={(await replyTemplates(c.env.DB)).map((template) => ({
        id: template.id,
        label: template.label,
        subject: template.subject,
        body: template.body,
        movesStatusTo: template.movesStatusTo,
        edited: template.edited ? `Edited by ${template.edited.by}, ${formatManilaTime(template.edited.at)}` : 'Default wording',
      }))}
      limits={{ subject: replySubjectMaxLength, body: replyBodyMaxLength }}
    />,
  ),
);

replyTemplateRoutes.post('/:id', async (c) => {
  const id = c.req.param('id');
  if (!isReplyTemplateId(id)) return c.text('There is no reply template with that name.', 404);
  const saved = wording.safeParse(await formFields(c));
  if (!saved.success) {
    return c.text(
      `A template needs a subject (up to ${replySubjectMaxLength} characters) and a message (up to ${replyBodyMaxLength}), in visible text: paste it as plain text if it came from another program.`,
      400,
    );
  }
  await saveReplyTemplate(c.env.DB, id, saved.data, c.get('operator'));
  await recordDashboardAction(c.env.DB, { actor: c.get('operator'), action: 'reply-template-saved', detail: id });
  return c.redirect(`${adminPaths.replyTemplates}#${id}`, 303);
});
