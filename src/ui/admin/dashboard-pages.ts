// The dashboard's pages, one list for the bar, the phone's menu and the Settings page. The bar
// holds the day's work; the pages set up once and opened now and then are under Settings, so the
// bar is one line at 1280 px. Where each page is and whether staff may open it come from the
// screens list (src/shared/admin-paths.ts), which the worker's guard reads too.
import { dashboardScreens, type DashboardPage } from '../../shared/admin-paths';
import type { Role } from '../../shared/roles';

export type { DashboardPage };

export interface DashboardLink {
  page: DashboardPage;
  href: string;
  label: string;
  /** A staff account opens it too; every other page is the owner's. */
  staff: boolean;
}

export interface SettingsLink extends DashboardLink {
  /** What the owner finds there, in a line. */
  about: string;
}

/** A page's link: its path and who may open it from the screens list. */
const link = (page: DashboardPage, label: string): DashboardLink => ({
  page,
  href: dashboardScreens[page].path,
  label,
  staff: dashboardScreens[page].staff,
});

/** The bar's pages, in order; the outbox only where emails are kept instead of sent. */
export function barLinks(devOutbox: boolean): DashboardLink[] {
  return [
    link('overview', 'Overview'),
    link('leads', 'Leads'),
    link('quotations', 'Quotations'),
    link('jobs', 'Jobs'),
    link('follow-ups', 'Follow-ups'),
    ...(devOutbox ? [link('outbox', 'Outbox (development)')] : []),
    link('settings', 'Settings'),
  ];
}

/** The Settings page's links, in the order it lists them. */
export const settingsLinks: readonly SettingsLink[] = [
  {
    ...link('site', 'Site facts'),
    about: 'Business details, hours, closures, the site notice, projects, stock and quotation terms: draft, preview, publish.',
  },
  { ...link('price-book', 'Price book'), about: 'The unit prices a new quotation fills in.' },
  { ...link('reply-templates', 'Reply templates'), about: 'The words a reply starts from, and the status each moves a lead to.' },
  { ...link('campaign-spend', 'Campaign spend'), about: 'What each campaign cost in a month, for the overview’s cost per lead.' },
  { ...link('weekly-report', 'Weekly report'), about: 'The Monday email of last week’s figures, on or off.' },
  { ...link('notifications', 'Notifications'), about: 'Alerts on this phone or computer when a lead comes in or a customer answers.' },
  { ...link('team', 'Team'), about: 'Who can sign in, as owner or staff; invitations and sessions.' },
  { ...link('audit', 'Audit'), about: 'Who did what and when, for everyone or one person.' },
  { ...link('privacy', 'Privacy'), about: 'Export one person’s data; the record of erased leads.' },
  { ...link('technical', 'Technical'), about: 'The version, environment, feature flags and where the figures are kept.' },
  { ...link('job-stages', 'Job stages'), about: 'The stages a job goes through, and on which the customer is told.' },
  { ...link('account', 'Your account'), about: 'Your name, password, passkeys and where you are signed in.' },
  { ...link('certificates', 'Mill certificates'), about: 'The mills’ certificates by heat number, for orders and the stock on the shelf.' },
];

/** The links a role sees. */
export const linksFor = <T extends DashboardLink>(links: readonly T[], role: Role): T[] =>
  role === 'owner' ? [...links] : links.filter((link) => link.staff);

/** Pages reached through Settings: the bar marks Settings while one is open. */
export const isSettingsPage = (page: DashboardPage | undefined) => settingsLinks.some((link) => link.page === page);
