// The weekly report's on/off switch: a panel any dashboard page can show. Its form posts to
// /admin/weekly-report and comes back to the page it sits on.
import type { WeeklyReportSettingView } from '../../../shared/admin-overview';
import { adminPaths } from '../../../shared/admin-paths';

export function WeeklyReportSetting({ on, sentTo, changed, returnTo }: WeeklyReportSettingView) {
  return (
    <section id="weekly-report" className="panel" aria-labelledby="weekly-report-title">
      <h2 id="weekly-report-title">Weekly report email</h2>
      <p>
        Every Monday at 8:00, last week's visitors, quote requests, sources and most viewed pages, each beside the week before, with what
        last week's leads were quoted and won per source and campaign and the campaigns' spend, emailed to {sentTo}.
      </p>
      <p>
        <span className={`status status--${on ? 'sent' : 'pending'}`}>{on ? 'On' : 'Off'}</span>{' '}
        {changed && <span className="muted">{changed}</span>}
      </p>
      <form method="post" action={adminPaths.weeklyReport}>
        <input type="hidden" name="weekly_report" value={on ? 'off' : 'on'} />
        <input type="hidden" name="return_to" value={returnTo} />
        <button type="submit">{on ? 'Turn off the weekly report' : 'Turn on the weekly report'}</button>
      </form>
    </section>
  );
}
