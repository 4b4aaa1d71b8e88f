import { Fragment } from 'react';
import { AdminDocument } from './AdminDocument';
import { BarList } from './BarList';
import { periodQueryString, type IgnoredSetting, type OverviewData, type WeeklyReportSettingView } from '../../shared/admin-overview';
import { CampaignsPanel } from './CampaignsPanel';
import { ConversionsPanel } from './ConversionsPanel';
import { DailyChart } from './DailyChart';
import { count, dayCount, percent } from './figures';
import { FunnelPanel } from './FunnelPanel';
import { Headline } from './Headline';
import { PeriodPicker } from './PeriodPicker';
import { SourcesPanel } from './SourcesPanel';
import { TodayPanel } from './TodayPanel';
import { PartialLastDay } from './PartialLastDay';
import { WeeklyReportSetting } from './WeeklyReportSetting';

interface OverviewPageProps {
  /** The preset periods, in days. */
  periods: readonly number[];
  businessName: string;
  operator: string;
  data: OverviewData;
  ignoredSettings: IgnoredSetting[];
  /** Today in Manila, the last day a custom range may end on. */
  today: string;
  /** Why the period the request asked for was refused (the default period shows instead). */
  periodError?: string;
  /** The refused range as typed, kept in the form to correct. */
  typedRange?: { from?: string; to?: string };
  weeklyReport: WeeklyReportSettingView;
}

export function OverviewPage({ periods, businessName, operator, data, ignoredSettings, today, periodError, typedRange, weeklyReport }: OverviewPageProps) {
  const { coverage } = data;
  const covered = coverage.rolledUp + coverage.live;
  const previousCovered = data.previousCoverage.rolledUp + data.previousCoverage.live;
  return (
    <AdminDocument title="Overview" businessName={businessName} operator={operator} current="overview">
      <div className="page-head">
        <h1>Overview</h1>
        <p className="now">
          {data.visitorsNow === null ? 'Now: visitors in the last 30 minutes cannot be read.' : `Now: ${count(data.visitorsNow)} visitor${data.visitorsNow === 1 ? '' : 's'} in the last 30 minutes`}
        </p>
      </div>
      <TodayPanel today={data.todaySoFar} />
      <PeriodPicker presets={periods} period={data} today={today} rangeError={periodError} typed={typedRange} />
      {data.needsAttention > 0 && (
        <p className="notice notice--warning">
          <a href="/admin/leads?attention=1">{`${data.needsAttention} lead${data.needsAttention === 1 ? '' : 's'} need${data.needsAttention === 1 ? 's' : ''} attention`}</a>
          : an email to or from them could not be delivered.
        </p>
      )}
      {data.notice && <p className="notice notice--warning">{data.notice}</p>}
      {ignoredSettings.length > 0 && (
        <div className="notice notice--warning">
          <p>The site is using defaults for these vars in wrangler.toml until they are fixed and deployed again:</p>
          <ul>
            {ignoredSettings.map((setting) => (
              <li key={setting.name}>
                <code>{setting.name}</code> {`"${setting.value}" ${setting.problem}; using "${setting.used}".`}
              </li>
            ))}
          </ul>
        </div>
      )}
      <Headline
        figures={[
          { label: 'Visitors', current: data.visitors.value, previous: data.visitors.previous },
          { label: 'Sessions', current: data.sessions.value, previous: data.sessions.previous },
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
      <CampaignsPanel campaigns={data.campaigns} />
      <div className="grid-2">
        <BarList title="Channels" items={data.channels} empty="No visits yet." />
        <BarList title="Entry pages" items={data.entryPages} empty="No visits yet." />
        <BarList title="Top pages" items={data.topPages} empty="No page views yet." />
        <BarList title="Referrers" items={data.referrers} empty="No referrers yet: visits came direct." />
        <BarList title="Countries" items={data.countries} empty="No visits yet." />
        <BarList title="Devices" items={data.devices} empty="No visits yet." />
      </div>
      <SourcesPanel leadsBySource={data.leadsBySource} contactClicksBySource={data.contactClicksBySource} />
      <section className="panel">
        <h2>About these figures</h2>
        <p>Visits from browsers signed in to this dashboard are not counted.</p>
        {covered < coverage.days && <p>{`Figures cover ${count(covered)} of the ${dayCount(coverage.days)} in this period; the rest have none stored.`}</p>}
        {previousCovered < data.previousCoverage.days && (
          <p>{`The period compared with has figures for ${count(previousCovered)} of its ${dayCount(data.previousCoverage.days)}, so the changes read higher than they are.`}</p>
        )}
        {data.partialLastDay && <PartialLastDay {...data.partialLastDay} previousLastDay={data.previousRange.to} />}
        <p className="muted">
          {`Traffic from ${data.source}; quote requests counted from stored leads. Days run midnight to midnight, Manila time. Each change compares with the period named at the top: as many days, on the same weekdays, before this one.`}
        </p>
        <p>
          <a className="button" href={`/admin/analytics.csv?${periodQueryString(data)}`} download>
            Download CSV of the daily figures
          </a>
        </p>
      </section>
      <WeeklyReportSetting {...weeklyReport} />
      <section className="panel">
        <h2>Feature flags</h2>
        <p className="muted">
          Release <code>{data.release}</code>, environment <code>{data.environment}</code>
        </p>
        <table className="flags feature-flags">
          <thead>
            <tr>
              <th scope="col">Flag</th>
              <th scope="col">State</th>
              <th scope="col">Set by</th>
            </tr>
          </thead>
          <tbody>
            {data.flags.map((flag) => (
              <tr key={flag.name}>
                <th scope="row">
                  {/* A break chance between camelCase words, so a phone wraps captcha/Turnstile, never mid-word. */}
                  <code>
                    {flag.name.split(/(?=[A-Z])/).map((word, index) => (
                      <Fragment key={index}>
                        {index > 0 && <wbr />}
                        {word}
                      </Fragment>
                    ))}
                  </code>
                </th>
                <td>{flag.on ? 'on' : 'off'}</td>
                <td>{flag.setBy}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </AdminDocument>
  );
}
