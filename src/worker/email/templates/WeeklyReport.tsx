// To the business every Monday at 8:00 Manila time: last week's visitors, visits, page views and
// quote requests, where visitors came from and the pages they read, each beside the week before;
// then what the week's leads brought per source and campaign, and the campaigns' spend.
import type { CampaignSpendRow, LeadRevenue } from '../../../shared/admin-overview';
import { formatPesos } from '../../../shared/quotation-money';
import { durationInWords, leadCount, winRateText, wonPerPesoText } from '../../../shared/revenue-words';
import type { WeekFigure, WeekFigures } from '../../analytics/week-figures';
import type { EmailTemplate } from '../render-email';
import { headingStyle, subheadingStyle } from './EmailLayout';
import { weekChange } from './week-change';

export interface WeeklyReportProps extends WeekFigures {
  /** The reported Monday to Sunday, e.g. "16–22 Nov 2026". */
  weekLabel: string;
  /** The dashboard overview for that week. */
  dashboardUrl: string;
  /** Where the report is turned off. */
  settingUrl: string;
}

const numberFormat = new Intl.NumberFormat('en-US');
const count = (value: number) => numberFormat.format(value);
/** "1 visit", "30 visits" */
const counted = (value: number, noun: string) => `${count(value)} ${noun}${value === 1 ? '' : 's'}`;
const changeColors = { up: '#1a7f37', down: '#b42318', same: '#5b6b7b' } as const;
const changeColor = (figure: WeekFigure) =>
  changeColors[figure.current > figure.previous ? 'up' : figure.current < figure.previous ? 'down' : 'same'];

/** "312 (▲ 8%, 289 the week before)" */
const figureText = (figure: WeekFigure) =>
  `${count(figure.current)} (${weekChange(figure.current, figure.previous)}, ${count(figure.previous)} the week before)`;

function Change({ figure }: { figure: WeekFigure }) {
  return <span style={{ color: changeColor(figure), whiteSpace: 'nowrap' }}>{weekChange(figure.current, figure.previous)}</span>;
}

const cell = { padding: '6px 8px', borderBottom: '1px solid #d5dce3', textAlign: 'left', verticalAlign: 'top' } as const;
const numberCell = { ...cell, textAlign: 'right' } as const;

function Totals({ rows }: { rows: [string, WeekFigure][] }) {
  return (
    <table role="presentation" style={{ borderCollapse: 'collapse', width: '100%', marginBottom: 16 }}>
      <tbody>
        {rows.map(([label, figure]) => (
          <tr key={label}>
            <th style={cell}>{label}</th>
            <td style={numberCell}>
              <strong style={{ fontSize: 18 }}>{count(figure.current)}</strong>
            </td>
            <td style={numberCell}>
              <Change figure={figure} />
              <br />
              <span style={{ color: changeColors.same, fontSize: 13 }}>{count(figure.previous)} the week before</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function FigureCells({ figure }: { figure: WeekFigure }) {
  return (
    <td style={numberCell}>
      {count(figure.current)} <Change figure={figure} />
    </td>
  );
}

/** "facebook: 4 leads; quoted ₱120,000.00 (3 leads); won ₱45,000.00 (1 lead); win rate 33.3%; first quotation after 1 day 2 hours (median)" */
function revenueLine({ name, revenue }: { name: string; revenue: LeadRevenue }) {
  if (revenue.quotedLeads === 0 && revenue.wonLeads === 0) return `${name}: ${leadCount(revenue.leads)}, none quoted yet`;
  return [
    `${name}: ${leadCount(revenue.leads)}`,
    `quoted ${formatPesos(revenue.quotedCentavos)} (${leadCount(revenue.quotedLeads)})`,
    `won ${formatPesos(revenue.wonCentavos)} (${leadCount(revenue.wonLeads)})`,
    `collected ${formatPesos(revenue.collectedCentavos)}`,
    `win rate ${winRateText(revenue.winRate)}`,
    ...(revenue.medianToQuotationMs === null ? [] : [`first quotation after ${durationInWords(revenue.medianToQuotationMs)} (median)`]),
  ].join('; ');
}

/** "facebook-promo: spent ₱1,166.67 this week; 2 leads; ₱583.33 per lead; won ₱45,000.00, ₱38.57 won per ₱1 spent" */
function spendLine(row: CampaignSpendRow) {
  return [
    `${row.campaign}: spent ${formatPesos(row.spendCentavos)} this week`,
    leadCount(row.leads),
    row.costPerLeadCentavos === null ? 'no cost per lead without leads' : `${formatPesos(row.costPerLeadCentavos)} per lead`,
    `won ${formatPesos(row.wonCentavos)}, ${wonPerPesoText(row.wonPerPeso)}`,
    `collected ${formatPesos(row.collectedCentavos)}`,
  ].join('; ');
}

/** The report's money sections: a title and its lines, the same in the HTML and the text. */
function revenueSections(props: WeeklyReportProps): [title: string, lines: string[]][] {
  return [
    ["What last week's leads brought so far, by source", props.leadsBySource.map(revenueLine)],
    ['The same by campaign', props.campaigns.map(revenueLine)],
    ['Campaign spend (each month spread over its days)', props.campaignSpend.map(spendLine)],
  ].filter((section): section is [string, string[]] => section[1].length > 0);
}

function Html(props: WeeklyReportProps) {
  return (
    <>
      <h1 style={headingStyle}>Weekly report, {props.weekLabel}</h1>
      <p style={{ margin: '0 0 12px' }}>Last week on the website, Monday to Sunday, beside the week before.</p>
      <Totals
        rows={[
          ['Visitors', props.visitors],
          ['Visits', props.visits],
          ['Page views', props.pageViews],
          ['Quote requests', props.quoteRequests],
        ]}
      />
      {props.sources.length > 0 && (
        <>
          <h2 style={subheadingStyle}>Where visitors came from</h2>
          <table role="presentation" style={{ borderCollapse: 'collapse', width: '100%', marginBottom: 16 }}>
            <thead>
              <tr>
                <th style={cell}>Source</th>
                <th style={numberCell}>Visits</th>
                <th style={numberCell}>Quote requests</th>
              </tr>
            </thead>
            <tbody>
              {props.sources.map((source) => (
                <tr key={source.name}>
                  <td style={cell}>{source.name}</td>
                  <FigureCells figure={source.visits} />
                  <FigureCells figure={source.quoteRequests} />
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {props.pages.length > 0 && (
        <>
          <h2 style={subheadingStyle}>Most viewed pages</h2>
          <table role="presentation" style={{ borderCollapse: 'collapse', width: '100%', marginBottom: 16 }}>
            <thead>
              <tr>
                <th style={cell}>Page</th>
                <th style={numberCell}>Views</th>
              </tr>
            </thead>
            <tbody>
              {props.pages.map((page) => (
                <tr key={page.path}>
                  <td style={{ ...cell, wordBreak: 'break-all' }}>{page.path}</td>
                  <FigureCells figure={page.views} />
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {revenueSections(props).map(([title, lines]) => (
        <div key={title}>
          <h2 style={subheadingStyle}>{title}</h2>
          <ul style={{ margin: '0 0 16px', paddingLeft: 20 }}>
            {lines.map((line) => (
              <li key={line} style={{ marginBottom: 4 }}>
                {line}
              </li>
            ))}
          </ul>
        </div>
      ))}
      <p>
        <a href={props.dashboardUrl}>Open this week in the dashboard</a>
      </p>
      <p style={{ color: changeColors.same, fontSize: 13 }}>
        Sent every Monday at 8:00. To stop it, turn it off in the dashboard: <a href={props.settingUrl}>{props.settingUrl}</a>
      </p>
    </>
  );
}

function text(props: WeeklyReportProps) {
  return [
    `Weekly report, ${props.weekLabel}`,
    'Last week on the website, Monday to Sunday, beside the week before.',
    '',
    `Visitors: ${figureText(props.visitors)}`,
    `Visits: ${figureText(props.visits)}`,
    `Page views: ${figureText(props.pageViews)}`,
    `Quote requests: ${figureText(props.quoteRequests)}`,
    ...(props.sources.length
      ? [
          '',
          'Where visitors came from (visits, quote requests):',
          ...props.sources.map(
            (source) =>
              `- ${source.name}: ${counted(source.visits.current, 'visit')} (${weekChange(source.visits.current, source.visits.previous)}), ${counted(source.quoteRequests.current, 'quote request')} (${weekChange(source.quoteRequests.current, source.quoteRequests.previous)})`,
          ),
        ]
      : []),
    ...(props.pages.length
      ? [
          '',
          'Most viewed pages:',
          ...props.pages.map(
            (page) => `- ${page.path}: ${counted(page.views.current, 'view')} (${weekChange(page.views.current, page.views.previous)})`,
          ),
        ]
      : []),
    ...revenueSections(props).flatMap(([title, lines]) => ['', `${title}:`, ...lines.map((line) => `- ${line}`)]),
    '',
    `Open this week in the dashboard: ${props.dashboardUrl}`,
    `Sent every Monday at 8:00. To stop it, turn it off in the dashboard: ${props.settingUrl}`,
  ].join('\n');
}

export const weeklyReportEmail: EmailTemplate<WeeklyReportProps> = {
  subject: ({ weekLabel, visitors, quoteRequests }) =>
    `Weekly report: ${weekLabel} — ${counted(visitors.current, 'visitor')} (${weekChange(visitors.current, visitors.previous)}), ${counted(quoteRequests.current, 'quote request')}`,
  Html,
  text,
};
