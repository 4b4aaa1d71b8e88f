// /admin/quotations: the register of every quotation; its CSV is one of the overview's downloads
// (/admin/quotations.csv, src/worker/dashboard/home-routes.tsx).
import { Hono, type Context } from 'hono';
import { calendarDayInWords, formatManilaTime, manilaDay } from '../../shared/business-time';
import { formatPesos } from '../../shared/quotation-money';
import { actorLabel } from '../../shared/roles';
import { QuotationsRegisterPage } from '../../ui/admin/quotations/QuotationsRegisterPage';
import type { DashboardEnv } from '../app-env';
import { peopleNames } from '../admin/accounts';
import { adminPage } from '../render/render-admin';
import { parseRegisterFilter, registerCsv, registerRows, type RegisterFilter } from './register';
import { csvDownloadDetail, recordDashboardAction } from '../action-records/dashboard-actions';
import { screenAccess } from '../admin/roles';

const listLimit = 200;
const csvLimit = 10_000;

export const quotationRegisterRoutes = new Hono<DashboardEnv>();

/** The register's rows with each person named as people read them. */
async function namedRows(db: D1Database, filter: RegisterFilter, limit: number) {
  const [rows, names] = await Promise.all([registerRows(db, filter, limit), peopleNames(db)]);
  return rows.map((row) => ({ ...row, by: actorLabel(row.by, names) }));
}

quotationRegisterRoutes.get('/', screenAccess('quotations'), async (c) => {
  const filter = parseRegisterFilter(c.req.query());
  const rows = await namedRows(c.env.DB, filter, listLimit + 1);
  return adminPage(
    c,
    <QuotationsRegisterPage
      filter={filter}
      csvQuery={new URL(c.req.url).search}
      truncated={rows.length > listLimit}
      rows={rows.slice(0, listLimit).map((row) => ({
        leadId: row.leadId,
        reference: row.reference,
        customer: [row.customer, row.company].filter(Boolean).join(', '),
        status: row.status,
        total: row.totalCentavos === null ? '' : formatPesos(row.totalCentavos),
        money:
          row.paidCentavos === null || row.balanceCentavos === null
            ? ''
            : `Paid ${formatPesos(row.paidCentavos)} · Balance ${formatPesos(row.balanceCentavos)}`,
        sent: row.sentAt ? formatManilaTime(row.sentAt) : '',
        validUntil: row.validUntil ? calendarDayInWords(row.validUntil) : '',
        answered: row.respondedAt ? formatManilaTime(row.respondedAt) : '',
        by: row.by,
      }))}
    />,
  );
});

export async function quotationsCsv(c: Context<DashboardEnv>) {
  const rows = await namedRows(c.env.DB, parseRegisterFilter(c.req.query()), csvLimit);
  await recordDashboardAction(c.env.DB, { actor: c.get('operator'), action: 'quotations-csv', detail: csvDownloadDetail(c, rows.length) });
  return c.body(registerCsv(rows), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="quotations-${manilaDay(new Date())}.csv"`,
  });
}
