// The dashboard overview: the chosen period's figures (analytics/period.ts), each compared with
// the previous period of the same length and weekdays, today so far, and the visitors on the site now.
import type { ActionItem, Compared, ConversionKind, DailyPoint, OverviewData, RankedItem } from '../../shared/admin-overview';
import { conversionKinds } from '../../shared/admin-overview';
import { funnelSteps } from '../../shared/analytics-funnel';
import { manilaDay } from '../../shared/business-time';
import { addDays, comparisonPeriod, rangeLength, type ChosenPeriod, type DayRange } from '../analytics/date-range';
import { periodFigures, periodListLimit, type PeriodFigures, type PeriodOptions, type RankedCount } from '../analytics/period';
import { visitorsNow } from '../analytics/rollup-day';
import { analyticsEngineDays } from '../analytics/rollup-store';
import { SqlApiError } from '../analytics/sql-api';
import type { WorkerEnv } from '../app-env';
import { leadsNeedingAction, leadsNeedingAttention, type ActionRow } from '../lead-records/inbox';
import { calendarDayInWords, formatManilaTime } from '../../shared/business-time';
import { leadReference } from '../../shared/quote-request';
import { versionReference } from '../../shared/quotation';
import { quotationsAboutToExpire, type ExpiringQuotation } from '../quotations/expiry-reminders';
import { analyticsSetupProblem } from './technical';
import { proofActionItem, type ProofItem } from '../payments/needs-action';
import { proofsToConfirm } from '../payments/store';
import { todaySoFar } from './today-so-far';
import { jobActionItems, jobFigures } from '../jobs/owner-figures';
import { waitingNews, type WaitingNews } from '../lead-records/looks';
import { acceptedOverChanges, customerAnswers, openChanges, type CustomerAnswer } from '../quotations/customer-answers';
import { acceptedNextStep, acceptedOverChangesWords, changesAskedWords, newSinceWords } from '../leads/answer-words';
import { drawingActionItems } from '../jobs/drawing-needs-action';
import { adminPaths } from '../../shared/admin-paths';

/** The previous period's lists are read deeper, so most of the current rows find their earlier value. */
const previousListLimit = periodListLimit * 3;

const compared = (value: number, previous: number): Compared => ({ value, previous });

function rankedItems(current: RankedCount[], previous: RankedCount[]): RankedItem[] {
  const before = new Map(previous.map((row) => [row.key, row.value]));
  return current.map((row) => {
    const earlier = before.get(row.key);
    return { label: row.key, value: row.value, ...(earlier === undefined ? {} : { previous: earlier }) };
  });
}

/** Visitors in the last 30 minutes, or null when Analytics Engine cannot say. */
async function visitorsOnSiteNow(env: WorkerEnv, now: Date): Promise<number | null> {
  try {
    return await visitorsNow(env, now);
  } catch (error) {
    if (error instanceof SqlApiError) return null;
    throw error;
  }
}

const dailyPoint = ({ date, pageViews, visitors, sessions, quoteRequests }: DailyPoint): DailyPoint => ({
  date,
  pageViews,
  visitors,
  sessions,
  quoteRequests,
});

const dayMs = 24 * 60 * 60 * 1000;

/**
 * A period ending today ends partway through its last day: the previous period's last day is read
 * up to the same time of day, while Analytics Engine still has its events; older, it is compared whole.
 */
function partialLastDay(range: DayRange, before: DayRange, now: Date) {
  const today = manilaDay(now);
  if (range.to !== today) return undefined;
  const comparedUntil = new Date(now.getTime() - (rangeLength({ from: before.to, to: range.to }) - 1) * dayMs);
  return { until: now, comparedUntil: before.to >= addDays(today, 1 - analyticsEngineDays) ? comparedUntil : null };
}

/** The overview lists this many leads to act on; the leads list has the rest. */
const needsActionLimit = 20;

/** What a lead waiting for a reply waits for: the customer's newest answer on the quotation, or what they wrote. */
function waitingWords(lead: ActionRow, news: WaitingNews | undefined, answer: CustomerAnswer | undefined): string {
  const wrote = `The customer wrote ${formatManilaTime(news?.wroteAt ?? lead.awaiting_reply_since!)}: waiting for your reply`;
  if (!news?.answer || !answer || (news.wroteAt !== null && news.wroteAt > news.answer.at)) return wrote;
  const reference = versionReference(leadReference(lead.id, lead.created_at), answer.revision);
  switch (news.answer.kind) {
    case 'accepted':
      return acceptedOverChanges(answer)
        ? acceptedOverChangesWords(reference, answer.changes!.count)
        : acceptedNextStep({ reference, poNumber: answer.poNumber });
    case 'changes-requested':
      return openChanges(answer) ? changesAskedWords(reference, answer.changes!.count) : wrote;
    case 'declined':
      return `Declined ${reference} ${formatManilaTime(news.answer.at)}: ask why, or close the lead`;
    case 'viewed':
      return `Opened ${reference} ${formatManilaTime(news.answer.at)}: a call now lands well`;
  }
}

function actionItem(lead: ActionRow, today: string, news?: WaitingNews, answer?: CustomerAnswer): ActionItem {
  const newSince = news ? newSinceWords(news) : '';
  const why = lead.awaiting_reply_since
    ? waitingWords(lead, news, answer)
    : lead.follow_up_on && lead.follow_up_on <= today
      ? `${lead.follow_up_on === today ? 'Follow-up due today' : `Follow-up overdue since ${calendarDayInWords(lead.follow_up_on)}`}${
          lead.follow_up_time ? ` at ${lead.follow_up_time}` : ''
        }${lead.follow_up_note ? `: ${lead.follow_up_note}` : ''}`
      : lead.status === 'new'
        ? `New request, ${formatManilaTime(lead.created_at)}: not contacted yet`
        : 'An email to or from them could not be delivered';
  return {
    href: adminPaths.lead(lead.id),
    reference: leadReference(lead.id, lead.created_at),
    name: lead.company ? `${lead.full_name} · ${lead.company}` : lead.full_name,
    why,
    ...(newSince ? { newSince: `${newSince} since you last looked` } : {}),
    ...(acceptedOverChanges(answer) && lead.awaiting_reply_since ? { flagged: true } : {}),
  };
}

function quotationItem(quotation: ExpiringQuotation, today: string): ActionItem {
  return {
    href: `${adminPaths.lead(quotation.leadId)}/quotation`,
    reference: versionReference(leadReference(quotation.leadId, quotation.leadCreatedAt), quotation.revision),
    name: quotation.company ? `${quotation.fullName} · ${quotation.company}` : quotation.fullName,
    why:
      quotation.validUntil === today
        ? 'Quotation expires today, unanswered'
        : `Quotation valid until ${calendarDayInWords(quotation.validUntil)}, unanswered: expires within two working days`,
  };
}

/**
 * Leads waiting for a reply or a due follow-up first, then quotations about to expire (the
 * deadline is the customer's), then new leads and undelivered email; at most the panel's limit.
 */
function needsActionItems(
  leads: ActionRow[],
  quotations: ExpiringQuotation[],
  today: string,
  proofs: ProofItem[] = [],
  waiting: { news: Map<number, WaitingNews>; answers: Map<number, CustomerAnswer> } = { news: new Map(), answers: new Map() },
  jobs: ActionItem[] = [],
): ActionItem[] {
  const urgent = (lead: ActionRow) => lead.awaiting_reply_since !== null || (lead.follow_up_on !== null && lead.follow_up_on <= today);
  const item = (lead: ActionRow) => actionItem(lead, today, waiting.news.get(lead.id), waiting.answers.get(lead.id));
  const urgentItems = leads.filter(urgent).map(item);
  return [
    // Money the customer says they sent waits on the owner before production can start.
    ...proofs.map(proofActionItem),
    // An order accepted over an open question is settled before anything is bought for it.
    ...urgentItems.filter((action) => action.flagged),
    ...urgentItems.filter((action) => !action.flagged),
    ...quotations.map((quotation) => quotationItem(quotation, today)),
    // Jobs late or due within the week: a promise to a customer who has paid; then shop drawings to revise or waiting for approval.
    ...jobs,
    ...leads.filter((lead) => !urgent(lead)).map(item),
  ].slice(0, needsActionLimit);
}

/** `viewer`: the signed-in person's email, for what is new to them since they last opened each lead. */
export async function overviewData(env: WorkerEnv, period: ChosenPeriod, now: Date, viewer: string | null = null): Promise<OverviewData> {
  const before = comparisonPeriod(period);
  const partial = partialLastDay(period.range, before, now);
  const previousOptions: PeriodOptions = {
    listLimit: previousListLimit,
    ...(partial?.comparedUntil ? { lastDayUntil: partial.comparedUntil } : {}),
  };
  const [current, previous, needsAttention, onSiteNow, today, toAct, expiring] = await Promise.all([
    periodFigures(env, period.range, now),
    periodFigures(env, before, now, previousOptions),
    leadsNeedingAttention(env.DB),
    visitorsOnSiteNow(env, now),
    todaySoFar(env, now),
    leadsNeedingAction(env.DB, manilaDay(now), needsActionLimit),
    quotationsAboutToExpire(env, now, needsActionLimit),
  ]);
  const waitingIds = toAct.filter((lead) => lead.awaiting_reply_since !== null).map((lead) => lead.id);
  const [proofs, news, answers, jobItems, jobs, drawingItems] = await Promise.all([
    proofsToConfirm(env.DB, needsActionLimit),
    waitingNews(env.DB, waitingIds, viewer),
    customerAnswers(env.DB, waitingIds),
    jobActionItems(env.DB, manilaDay(now), needsActionLimit),
    jobFigures(env.DB, manilaDay(now)),
    drawingActionItems(env.DB, needsActionLimit),
  ]);
  const list = (name: keyof PeriodFigures['lists']) => rankedItems(current.lists[name], previous.lists[name]);
  return {
    range: { ...period.range, days: rangeLength(period.range) },
    preset: period.preset,
    previousRange: before,
    ...(current.notice ? { notice: current.notice } : {}),
    analyticsSetupIncomplete: analyticsSetupProblem(env) !== undefined,
    coverage: current.coverage,
    previousCoverage: previous.coverage,
    visitorsNow: onSiteNow,
    todaySoFar: today,
    needsAction: needsActionItems(toAct, expiring, manilaDay(now), proofs, { news, answers }, [...jobItems, ...drawingItems]),
    jobs,
    ...(partial
      ? { partialLastDay: { until: partial.until.toISOString(), comparedUntil: partial.comparedUntil?.toISOString() ?? null } }
      : {}),
    visitors: compared(current.totals.visitors, previous.totals.visitors),
    sessions: compared(current.totals.sessions, previous.totals.sessions),
    pageViews: compared(current.totals.pageViews, previous.totals.pageViews),
    quoteRequests: compared(current.conversions.quote, previous.conversions.quote),
    needsAttention,
    daily: current.daily.map(dailyPoint),
    previousDaily: previous.daily.map(dailyPoint),
    topPages: list('topRoutes'),
    entryPages: list('entryPages'),
    referrers: list('referrers'),
    channels: list('channels'),
    countries: list('countries'),
    devices: list('devices'),
    campaignTable: current.campaignTable,
    conversions: Object.fromEntries(
      conversionKinds.map((kind) => [kind, compared(current.conversions[kind], previous.conversions[kind])]),
    ) as Record<ConversionKind, Compared>,
    funnel: funnelSteps.map((step) => ({ step, sessions: compared(current.funnel[step], previous.funnel[step]) })),
    leadsBySource: current.leadsBySource.slice(0, 20),
    contactClicksBySource: current.contactClicksBySource,
  };
}
