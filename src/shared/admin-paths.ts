// The dashboard's paths, in one place: the worker mounts its sub-apps at these prefixes
// (src/worker/index.ts), the screens list below says which screens staff may open (the routes
// take it from here: src/worker/admin/roles.ts), and pages link with them.

const admin = '/admin';
const leads = `${admin}/leads`;
const jobs = `${admin}/jobs`;

export const adminPaths = {
  overview: admin,
  login: `${admin}/login`,
  logout: `${admin}/logout`,
  invitation: `${admin}/invitation`,
  leads,
  newLead: `${leads}/new`,
  lead: (id: number) => `${leads}/${id}`,
  quotations: `${admin}/quotations`,
  followUps: `${admin}/follow-ups`,
  jobs,
  job: (id: number) => `${jobs}/${id}`,
  jobStages: `${jobs}/stages`,
  certificates: `${admin}/certificates`,
  outbox: `${admin}/outbox`,
  settings: `${admin}/settings`,
  site: `${admin}/site`,
  priceBook: `${admin}/price-book`,
  replyTemplates: `${admin}/reply-templates`,
  campaignSpend: `${admin}/campaign-spend`,
  weeklyReport: `${admin}/weekly-report`,
  notifications: `${admin}/notifications`,
  team: `${admin}/team`,
  audit: `${admin}/audit`,
  privacy: `${admin}/privacy`,
  technical: `${admin}/technical`,
  account: `${admin}/account`,
  chatDev: `${admin}/chat-dev`,
  /** The dashboard's JSON API. */
  api: '/api/admin',
  push: '/api/admin/push',
  passkeys: '/api/admin/passkeys',
  sitePhotoUploads: '/api/admin/site-photos',
} as const;

/**
 * The dashboard's screens: where each is, and whether a staff account may open it (every other
 * screen is the owner's). The bar, the Settings page and the worker's guard all read this.
 */
export const dashboardScreens = {
  overview: { path: adminPaths.overview, staff: false },
  leads: { path: adminPaths.leads, staff: true },
  quotations: { path: adminPaths.quotations, staff: true },
  'follow-ups': { path: adminPaths.followUps, staff: true },
  outbox: { path: adminPaths.outbox, staff: false },
  settings: { path: adminPaths.settings, staff: true },
  site: { path: adminPaths.site, staff: false },
  'price-book': { path: adminPaths.priceBook, staff: false },
  'reply-templates': { path: adminPaths.replyTemplates, staff: false },
  'campaign-spend': { path: adminPaths.campaignSpend, staff: false },
  'weekly-report': { path: adminPaths.weeklyReport, staff: false },
  notifications: { path: adminPaths.notifications, staff: true },
  team: { path: adminPaths.team, staff: false },
  audit: { path: adminPaths.audit, staff: false },
  privacy: { path: adminPaths.privacy, staff: false },
  technical: { path: adminPaths.technical, staff: false },
  account: { path: adminPaths.account, staff: true },
  jobs: { path: adminPaths.jobs, staff: true },
  'job-stages': { path: adminPaths.jobStages, staff: false },
  certificates: { path: adminPaths.certificates, staff: false },
} as const satisfies Record<string, { path: string; staff: boolean }>;

export type DashboardPage = keyof typeof dashboardScreens;
