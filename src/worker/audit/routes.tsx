// /admin/audit (the owner's): who did what, everyone's actions or one person's, newest first, a page at a time.
import { Hono } from 'hono';
import { hasInvisibleCharacters } from '../../shared/invisible-characters';
import { AdminDocument } from '../../ui/admin/AdminDocument';
import type { DashboardEnv } from '../app-env';
import { loadAuditLog } from '../lazy-modules';
import { adminPage } from '../render/render-admin';
import { screenAccess } from '../admin/roles';

export const auditRoutes = new Hono<DashboardEnv>();

auditRoutes.get('/', screenAccess('audit'), async (c) => {
  const by = c.req.query('by')?.trim().toLowerCase() || null;
  const page = c.req.query('page') ?? '1';
  const problem =
    by !== null && (by.length > 254 || hasInvisibleCharacters(by))
      ? 'Choose a person from the list, or Everyone.'
      : /^[1-9]\d{0,3}$/.test(page)
        ? null
        : 'The page is a whole number from 1 to 9999: start again from the newest actions.';
  const pageNumber = problem ? 1 : Number(page);
  const { auditLog, AuditBody } = await loadAuditLog();
  // A refused filter still shows the people to choose from (no one's email is empty).
  const log = await auditLog(c.env.DB, problem ? '' : by, pageNumber);
  return adminPage(
    c,
    <AdminDocument title="Audit" current="audit">
      <AuditBody
        people={log.people}
        by={problem ? null : by}
        items={problem ? [] : log.items}
        page={pageNumber}
        more={!problem && log.more}
        problem={problem}
      />
    </AdminDocument>,
    problem ? 400 : 200,
  );
});
