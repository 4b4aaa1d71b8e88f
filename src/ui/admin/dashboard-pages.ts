// The dashboard's pages, one list for the bar, the phone's menu and the Settings page. The bar
// holds the day's work; the pages set up once and opened now and then are under Settings, so the
// bar is one line at 1280 px. Who may open what is the worker's rule (src/worker/admin/roles.ts);
// these lists only keep a staff account from seeing links it would be refused.
import { followUpsPath } from '../../shared/lead-calls';
import type { Role } from '../../shared/roles';

export type DashboardPage =
  | 'overview'
  | 'leads'
  | 'quotations'
  | 'follow-ups'
  | 'outbox'
  | 'settings'
  | 'site'
  | 'price-book'
  | 'reply-templates'
  | 'campaign-spend'
  | 'weekly-report'
  | 'notifications'
  | 'team'
  | 'audit'
  | 'privacy'
  | 'technical'
  | 'account'
  | 'jobs'
  | 'job-stages';

export interface DashboardLink {
  page: DashboardPage;
  href: string;
  label: string;
  /** A staff account opens it too; every other page is the owner's. */
  staff?: true;
}

export interface SettingsLink extends DashboardLink {
  /** What the owner finds there, in a line. */
  about: string;
}

export const settingsPath = '/admin/settings';

/** The bar's pages, in order; the outbox only where emails are kept instead of sent. */
export function barLinks(devOutbox: boolean): DashboardLink[] {
  return [
    { page: 'overview', href: '/admin', label: 'Overview' },
    { page: 'leads', href: '/admin/leads', label: 'Leads', staff: true },
    { page: 'quotations', href: '/admin/quotations', label: 'Quotations', staff: true },
    { page: 'jobs', href: '/admin/jobs', label: 'Jobs', staff: true },
    { page: 'follow-ups', href: followUpsPath, label: 'Follow-ups', staff: true },
    ...(devOutbox ? [{ page: 'outbox', href: '/admin/outbox', label: 'Outbox (development)' } as const] : []),
    { page: 'settings', href: settingsPath, label: 'Settings', staff: true },
  ];
}

/** The Settings page's links, in the order it lists them. */
export const settingsLinks: readonly SettingsLink[] = [
  {
    page: 'site',
    href: '/admin/site',
    label: 'Site facts',
    about: 'Business details, hours, closures, the site notice, projects, stock and quotation terms: draft, preview, publish.',
  },
  { page: 'price-book', href: '/admin/price-book', label: 'Price book', about: 'The unit prices a new quotation fills in.' },
  {
    page: 'reply-templates',
    href: '/admin/reply-templates',
    label: 'Reply templates',
    about: 'The words a reply starts from, and the status each moves a lead to.',
  },
  {
    page: 'campaign-spend',
    href: '/admin/campaign-spend',
    label: 'Campaign spend',
    about: 'What each campaign cost in a month, for the overview’s cost per lead.',
  },
  {
    page: 'weekly-report',
    href: '/admin/weekly-report',
    label: 'Weekly report',
    about: 'The Monday email of last week’s figures, on or off.',
  },
  {
    page: 'notifications',
    href: '/admin/notifications',
    label: 'Notifications',
    about: 'Alerts on this phone or computer when a lead comes in or a customer answers.',
    staff: true,
  },
  { page: 'team', href: '/admin/team', label: 'Team', about: 'Who can sign in, as owner or staff; invitations and sessions.' },
  { page: 'audit', href: '/admin/audit', label: 'Audit', about: 'Who did what and when, for everyone or one person.' },
  { page: 'privacy', href: '/admin/privacy', label: 'Privacy', about: 'Export one person’s data; the record of erased leads.' },
  {
    page: 'technical',
    href: '/admin/technical',
    label: 'Technical',
    about: 'The version, environment, feature flags and where the figures are kept.',
  },
  {
    page: 'job-stages',
    href: '/admin/jobs/stages',
    label: 'Job stages',
    about: 'The stages a job goes through, and on which the customer is told.',
  },
  {
    page: 'account',
    href: '/admin/account',
    label: 'Your account',
    about: 'Your name, password, passkeys and where you are signed in.',
    staff: true,
  },
];

/** The links a role sees. */
export const linksFor = <T extends DashboardLink>(links: readonly T[], role: Role): T[] =>
  role === 'owner' ? [...links] : links.filter((link) => link.staff);

/** Pages reached through Settings: the bar marks Settings while one is open. */
export const isSettingsPage = (page: DashboardPage | undefined) => settingsLinks.some((link) => link.page === page);
