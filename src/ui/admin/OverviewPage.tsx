import { AdminDocument } from './AdminDocument';
import { BarList } from './BarList';
import type { IgnoredSetting, OverviewData } from '../../shared/admin-overview';
import { DailyChart } from './DailyChart';
import { SourcesPanel } from './SourcesPanel';

interface OverviewPageProps {
  /** The periods the report offers, in days. */
  periods: readonly number[];
  businessName: string;
  operator: string;
  data: OverviewData;
  ignoredSettings: IgnoredSetting[];
  /** Why the period the request asked for was refused (the default period shows instead). */
  periodError?: string;
}

const number = (value: number) => value.toLocaleString('en-PH');

export function OverviewPage({ periods, businessName, operator, data, ignoredSettings, periodError }: OverviewPageProps) {
  const conversion = data.visitors.value > 0 ? (data.quoteRequests.value / data.visitors.value) * 100 : 0;
  const stats = [
    ['Visitors', number(data.visitors.value)],
    ['Sessions', number(data.sessions.value)],
    ['Page views', number(data.pageViews.value)],
    ['Quote requests', number(data.quoteRequests.value)],
    ['Conversion rate', `${conversion.toFixed(1)}%`],
  ];
  return (
    <AdminDocument title="Overview" businessName={businessName} operator={operator} current="overview">
      <div className="page-head">
        <h1>Overview</h1>
        <nav aria-label="Period" className="segmented">
          {periods.map((days) => (
            <a key={days} href={`/admin?days=${days}`} aria-current={days === data.preset ? 'page' : undefined}>
              {days} days
            </a>
          ))}
        </nav>
      </div>
      {data.needsAttention > 0 && (
        <p className="notice notice--warning">
          <a href="/admin/leads?attention=1">{`${data.needsAttention} lead${data.needsAttention === 1 ? '' : 's'} need${data.needsAttention === 1 ? 's' : ''} attention`}</a>
          : an email to or from them could not be delivered.
        </p>
      )}
      {periodError && <p className="notice notice--warning">{periodError}</p>}
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
      <dl className="stats">
        {stats.map(([label, value]) => (
          <div key={label} className="stat">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <section className="panel">
        <h2>Daily traffic, {data.range.from} to {data.range.to}</h2>
        <DailyChart points={data.daily} />
        <p className="muted">Traffic from {data.source}. Quote requests counted from stored leads.</p>
      </section>
      <div className="grid-2">
        <BarList title="Top pages" items={data.topPages} empty="No page views yet." />
        <BarList title="Referrers" items={data.referrers} empty="No referrers yet: visits came direct." />
        <BarList title="Countries" items={data.countries} empty="No visits yet." />
        <BarList title="Devices" items={data.devices} empty="No visits yet." />
      </div>
      <SourcesPanel leadsBySource={data.leadsBySource} contactClicksBySource={data.contactClicksBySource} />
      <section className="panel">
        <h2>Feature flags</h2>
        <p className="muted">
          Release <code>{data.release}</code>, environment <code>{data.environment}</code>
        </p>
        <table className="flags">
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
                  <code>{flag.name}</code>
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
