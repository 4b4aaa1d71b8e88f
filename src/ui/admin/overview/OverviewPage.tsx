import { AdminDocument } from '../AdminDocument';
import { BarList } from './BarList';
import {
  isMonthPreset,
  periodQueryString,
  type OverviewData,
  type PeriodPreset,
  type WeeklyReportSettingView,
} from '../../../shared/admin-overview';
import { analyticsCsvPath, analyticsCsvTables, analyticsCsvTitles } from '../../../shared/analytics-csv-tables';
import { CampaignsPanel } from './CampaignsPanel';
import { ConversionsPanel } from './ConversionsPanel';
import { DailyChart } from './DailyChart';
import { count, dayCount, percent } from './figures';
import { FunnelPanel } from './FunnelPanel';
import { Headline } from './Headline';
import { PeriodPicker } from './PeriodPicker';
import { SourcesPanel } from './SourcesPanel';
import { channelInWords } from '../../../shared/source-words';
import { NeedsActionPanel } from './NeedsActionPanel';
import { JobsPanel } from '../jobs/JobsPanel';
import { TodayPanel } from './TodayPanel';
import { PartialLastDay } from './PartialLastDay';
import { WeeklyReportSetting } from './WeeklyReportSetting';
import { adminPaths } from '../../../shared/admin-paths';

interface OverviewPageProps {
  /** The preset periods: days ending yesterday, and calendar months. */
  periods: readonly PeriodPreset[];
  data: OverviewData;
  /** How many deployment settings the worker could not use (listed on the Technical page). */
  settingsToFix: number;
  /** Today in Manila, the last day a custom range may end on. */
  today: string;
  /** Why the period the request asked for was refused (the default period shows instead). */
  periodError?: string;
  /** The refused range as typed, kept in the form to correct. */
  typedRange?: { from?: string; to?: string };
  weeklyReport: WeeklyReportSettingView;
}

export function OverviewPage({ periods, data, settingsToFix, today, periodError, typedRange, weeklyReport }: OverviewPageProps) {
  const { coverage } = data;
  const covered = coverage.rolledUp + coverage.live;
  const previousCovered = data.previousCoverage.rolledUp + data.previousCoverage.live;
  return (
    <AdminDocument title="Overview" current="overview">
      <div className="page-head">
        <h1>Overview</h1>
        <p className="now">
          {data.visitorsNow === null
            ? 'Now: visitors in the last 30 minutes cannot be read.'
            : `Now: ${count(data.visitorsNow)} visitor${data.visitorsNow === 1 ? '' : 's'} in the last 30 minutes`}
        </p>
      </div>
      <NeedsActionPanel items={data.needsAction} />
      <JobsPanel jobs={data.jobs} />
      <TodayPanel today={data.todaySoFar} />
      <PeriodPicker presets={periods} period={data} today={today} rangeError={periodError} typed={typedRange} />
      {data.needsAttention > 0 && (
        <p className="notice notice--warning">
          <a
            href={`${adminPaths.leads}?attention=1`}
          >{`${data.needsAttention} lead${data.needsAttention === 1 ? '' : 's'} need${data.needsAttention === 1 ? 's' : ''} attention`}</a>
          : an email to or from them could not be delivered.
        </p>
      )}
      {data.notice && (
        <div className="notice notice--warning">
          <p>Some of these figures could not be read just now, so they may read low. Reload in a few minutes.</p>
          <details>
            <summary>Details for whoever looks after the site</summary>
            <p>{data.notice}</p>
          </details>
        </div>
      )}
      {data.analyticsSetupIncomplete && (
        <p className="notice notice--warning">
          {"Today's visitors are not being counted: the site's set-up is not finished. See "}
          <a href={adminPaths.technical}>Technical</a> to have it finished.
        </p>
      )}
      {settingsToFix > 0 && (
        <p className="notice notice--warning">
          {`${settingsToFix === 1 ? 'A setting' : `${settingsToFix} settings`} of this site could not be used, so it runs on safe defaults: see `}
          <a href={adminPaths.technical}>Technical</a> to have it fixed.
        </p>
      )}
      <Headline
        figures={[
          { label: 'Visitors', current: data.visitors.value, previous: data.visitors.previous },
          { label: 'Visits', current: data.sessions.value, previous: data.sessions.previous },
          { label: 'Page views', current: data.pageViews.value, previous: data.pageViews.previous },
          { label: 'Quote requests', current: data.quoteRequests.value, previous: data.quoteRequests.previous },
          {
            label: 'Quote requests per visitor',
            current: percent(data.quoteRequests.value, data.visitors.value),
            previous: percent(data.quoteRequests.previous, data.visitors.previous),
            rate: true,
          },
        ]}
      />
      <section className="panel">
        <h2>Traffic</h2>
        <DailyChart points={data.daily} previousPoints={data.previousDaily} />
      </section>
      <div className="grid-2">
        <FunnelPanel steps={data.funnel} />
        <ConversionsPanel conversions={data.conversions} />
      </div>
      <CampaignsPanel campaignTable={data.campaignTable} />
      <div className="grid-2">
        <BarList
          title="How people found you"
          items={data.channels.map((item) => ({ ...item, label: channelInWords(item.label) }))}
          empty="No visits yet."
        />
        <BarList title="First page they saw" items={data.entryPages} empty="No visits yet." />
        <BarList title="Top pages" items={data.topPages} empty="No page views yet." />
        <BarList title="Websites that sent visitors" items={data.referrers} empty="No other website sent visitors yet." />
        <BarList title="Countries" items={data.countries} empty="No visits yet." />
        <BarList title="Devices" items={data.devices} empty="No visits yet." />
      </div>
      <SourcesPanel leadsBySource={data.leadsBySource} contactClicksBySource={data.contactClicksBySource} />
      <section className="panel">
        <h2>About these figures</h2>
        <p>Visits from browsers signed in to this dashboard are not counted.</p>
        {covered < coverage.days && (
          <p>{`Figures cover ${count(covered)} of the ${dayCount(coverage.days)} in this period; the rest have none stored.`}</p>
        )}
        {previousCovered < data.previousCoverage.days && (
          <p>{`The period compared with has figures for ${count(previousCovered)} of its ${dayCount(data.previousCoverage.days)}, so the changes read higher than they are.`}</p>
        )}
        {data.partialLastDay && <PartialLastDay {...data.partialLastDay} previousLastDay={data.previousRange.to} />}
        <p className="muted">
          {`Quote requests are the ones in Leads, spam left out. Days run midnight to midnight, Manila time. Each change compares with the period named at the top: ${isMonthPreset(data.preset) ? 'the month before, by its dates' : 'as many days, on the same weekdays, before this one'}. How the figures are stored: `}
          <a href={adminPaths.technical}>Technical</a>.
        </p>
        <p>
          Leads by source and Campaigns count the leads received in this period and what became of them since: quoted is each lead's newest
          quotation sent and not voided, VAT included; won is the amount the customer accepted; the win rate is the share of the quoted
          leads that were won; request to quotation is the median time from the request to its first quotation sent.
        </p>
        <ul className="csv-links">
          {analyticsCsvTables.map((table) => (
            <li key={table}>
              <a className="button" href={analyticsCsvPath(table, periodQueryString(data))} download>
                {`Download CSV of ${analyticsCsvTitles[table]}`}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <WeeklyReportSetting {...weeklyReport} />
    </AdminDocument>
  );
}
