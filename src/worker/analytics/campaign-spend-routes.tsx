// /admin/campaign-spend: a month's spend per campaign, entered, replaced and removed through
// server-rendered forms; each change redirects back with what it did.
import { actorLabel } from '../../shared/roles';
import { Hono, type Context } from 'hono';
import { CampaignSpendPage, type CampaignSpendView } from '../../ui/admin/settings/CampaignSpendPage';
import { isSpendMonth, parseSpendForm, spendCampaign, spendFields } from '../../shared/campaign-spend';
import { addDays, formatManilaTime, manilaDay, monthInWords } from '../../shared/business-time';
import { formatPesos } from '../../shared/quotation-money';
import { formFields } from '../admin/form-fields';
import type { DashboardEnv } from '../app-env';
import { peopleNames } from '../admin/accounts';
import { deleteSpend, findSpend, listSpend, recentCampaigns, saveSpend } from './campaign-spend-store';
import { adminPage } from '../render/render-admin';
import { recordDashboardAction } from '../action-records/dashboard-actions';
import { screenAccess } from '../admin/roles';
import { adminPaths } from '../../shared/admin-paths';

export const campaignSpendRoutes = new Hono<DashboardEnv>();

async function spendPage(
  c: Context<DashboardEnv>,
  form: Pick<CampaignSpendView, 'values' | 'errors' | 'message'>,
  status: 200 | 400 = 200,
) {
  const now = new Date();
  const [entries, suggestions, names] = await Promise.all([
    listSpend(c.env.DB),
    recentCampaigns(c.env.DB, addDays(manilaDay(now), -365)),
    peopleNames(c.env.DB),
  ]);
  const view: CampaignSpendView = {
    ...form,
    suggestions,
    entries: entries.map((entry) => ({
      month: entry.month,
      campaign: entry.campaign,
      spendCentavos: entry.spend_centavos,
      changed: `Entered by ${actorLabel(entry.updated_by, names)}, ${formatManilaTime(entry.updated_at)}`,
    })),
  };
  return adminPage(c, <CampaignSpendPage view={view} />, status);
}

/** The entry a redirect names, checked: the page words it, never the query. */
function namedEntry(c: Context<DashboardEnv>): { month: string; campaign: string } | undefined {
  const month = c.req.query('month') ?? '';
  const campaign = spendCampaign(c.req.query('campaign') ?? '');
  return isSpendMonth(month) && campaign ? { month, campaign } : undefined;
}

const entryQuery = (done: 'saved' | 'removed', month: string, campaign: string) =>
  `${adminPaths.campaignSpend}?${new URLSearchParams({ done, month, campaign })}#spend-list`;

campaignSpendRoutes.get('/', screenAccess('campaign-spend'), async (c) => {
  const named = namedEntry(c);
  const done = c.req.query('done');
  let message: string | undefined;
  if (named && done === 'saved') {
    const saved = await findSpend(c.env.DB, named.month, named.campaign);
    if (saved) message = `Saved ${formatPesos(saved.spend_centavos)} for ${saved.campaign} in ${monthInWords(saved.month)}.`;
  } else if (named && done === 'removed') {
    message = `Removed the spend for ${named.campaign} in ${monthInWords(named.month)}.`;
  }
  return spendPage(c, { values: {}, errors: {}, ...(message ? { message } : {}) });
});

campaignSpendRoutes.post('/', async (c) => {
  const fields = await formFields(c);
  const result = parseSpendForm(fields, manilaDay(new Date()).slice(0, 7));
  if (!result.ok) {
    const values = Object.fromEntries(spendFields.flatMap((name) => (typeof fields[name] === 'string' ? [[name, fields[name]]] : [])));
    return spendPage(c, { values, errors: result.errors }, 400);
  }
  await saveSpend(c.env.DB, result.entry, c.get('operator'), new Date().toISOString());
  await recordDashboardAction(c.env.DB, {
    actor: c.get('operator'),
    action: 'campaign-spend-added',
    detail: `${result.entry.campaign} in ${monthInWords(result.entry.month)}`,
  });
  return c.redirect(entryQuery('saved', result.entry.month, result.entry.campaign), 303);
});

campaignSpendRoutes.post('/remove', async (c) => {
  const fields = await formFields(c);
  const month = typeof fields.month === 'string' ? fields.month : '';
  const campaign = spendCampaign(typeof fields.campaign === 'string' ? fields.campaign : '');
  if (!isSpendMonth(month) || !campaign) return c.text('Choose the entry to remove from the list of spend, then press its Remove.', 400);
  await deleteSpend(c.env.DB, month, campaign);
  await recordDashboardAction(c.env.DB, {
    actor: c.get('operator'),
    action: 'campaign-spend-removed',
    detail: `${campaign} in ${monthInWords(month)}`,
  });
  return c.redirect(entryQuery('removed', month, campaign), 303);
});
