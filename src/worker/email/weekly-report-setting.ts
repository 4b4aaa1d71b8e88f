// The weekly report switch as the dashboard shows it (on the overview and on its own page).
import type { Context } from 'hono';
import type { WeeklyReportSettingView } from '../../shared/admin-overview';
import type { AppEnv } from '../app-env';
import { readSetting } from './operator-settings';
import { siteFacts } from '../published-facts/published';
import { formatManilaTime } from '../../shared/business-time';
import { actorLabel } from '../../shared/roles';
import { peopleNames } from '../admin/accounts';

/** The switch's view for a page at `returnTo`. */
export async function weeklyReportSettingView<E extends AppEnv>(c: Context<E>, returnTo: string): Promise<WeeklyReportSettingView> {
  const [setting, facts, names] = await Promise.all([readSetting(c.env.DB, 'weekly_report'), siteFacts(c.env), peopleNames(c.env.DB)]);
  const on = setting.value === 'on';
  return {
    on,
    sentTo: facts.business.email,
    changed:
      setting.changed && `Turned ${on ? 'on' : 'off'} by ${actorLabel(setting.changed.by, names)}, ${formatManilaTime(setting.changed.at)}`,
    returnTo,
  };
}
