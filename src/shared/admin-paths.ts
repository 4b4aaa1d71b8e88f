// The dashboard's paths, in one place: the worker mounts its sub-apps at these prefixes
// (src/worker/index.ts), the screens list below says which screens staff may open (the routes
// take it from here: src/worker/admin/roles.ts), and pages, redirects and the dashboard's scripts
// link with them. Nothing else in src/ or client/ writes a dashboard path
// (test/unit/admin-path-literals.test.ts). A route's own pattern (`'/:id{[0-9]+}/notes'` in the
// sub-app mounted at `adminPaths.leads`) is relative to these and stays where the route is.

const admin = '/admin';
const api = '/api/admin';
const leads = `${admin}/leads`;
const jobs = `${admin}/jobs`;
const certificates = `${admin}/certificates`;
const site = `${admin}/site`;
const team = `${admin}/team`;
const account = `${admin}/account`;

/** What is done on one lead: each a path below the lead's own page (the routes: src/worker/leads/). */
type LeadAction =
  | 'status'
  | 'notes'
  | 'quotation'
  | 'replies'
  | 'chat-replies'
  | 'calls'
  | 'follow-up'
  | 'payments'
  | 'merge'
  | 'contract'
  | 'restore'
  | 'erase';

/** What is done on one job (the routes: src/worker/jobs/). */
type JobAction = 'stage' | 'deliveries' | 'certificates' | 'drawings';

/** What the owner does to one person on the team (src/worker/team/). */
type TeamMemberAction = 'role' | 'end-sessions' | 'remove' | 'passkeys/remove';

const below = (path: string, action?: string) => (action ? `${path}/${action}` : path);

export const adminPaths = {
  overview: admin,
  login: `${admin}/login`,
  logout: `${admin}/logout`,
  invitation: `${admin}/invitation`,
  leads,
  leadsCsv: `${leads}.csv`,
  newLead: `${leads}/new`,
  lead: (id: number, action?: LeadAction) => below(`${leads}/${id}`, action),
  quotations: `${admin}/quotations`,
  quotationsCsv: `${admin}/quotations.csv`,
  followUps: `${admin}/follow-ups`,
  jobs,
  job: (id: number, action?: JobAction) => below(`${jobs}/${id}`, action),
  jobStages: `${jobs}/stages`,
  jobStageList: (kind: string) => `${jobs}/stages/${kind}`,
  certificates,
  certificate: (id: number, action: 'file' | 'delete') => `${certificates}/${id}/${action}`,
  certificateStock: `${certificates}/stock`,
  certificateStockClear: `${certificates}/stock/clear`,
  outbox: `${admin}/outbox`,
  outboxEmail: (id: number) => `${admin}/outbox/${id}`,
  settings: `${admin}/settings`,
  site,
  siteScreen: (screen: string) => `${site}/${screen}`,
  sitePublish: `${site}/publish`,
  siteHistory: `${site}/history`,
  siteRevert: (version: number) => `${site}/revert/${version}`,
  siteNoticeFromClosure: `${site}/notice/from-closure`,
  siteAvailability: `${site}/availability`,
  siteProjects: `${site}/projects`,
  siteProject: (id: string) => `${site}/projects/${id}`,
  priceBook: `${admin}/price-book`,
  replyTemplates: `${admin}/reply-templates`,
  replyTemplate: (id: string) => `${admin}/reply-templates/${id}`,
  campaignSpend: `${admin}/campaign-spend`,
  campaignSpendRemove: `${admin}/campaign-spend/remove`,
  weeklyReport: `${admin}/weekly-report`,
  notifications: `${admin}/notifications`,
  team,
  teamMember: (id: number, action: TeamMemberAction) => `${team}/${id}/${action}`,
  teamInvitations: `${team}/invitations`,
  teamInvitationsCancel: `${team}/invitations/cancel`,
  audit: `${admin}/audit`,
  privacy: `${admin}/privacy`,
  privacyExport: `${admin}/privacy/export`,
  technical: `${admin}/technical`,
  account,
  accountName: `${account}/name`,
  accountPassword: `${account}/password`,
  accountPasskeyRemove: `${account}/passkeys/remove`,
  accountSignOutEverywhere: `${account}/sign-out-everywhere`,
  chatDev: `${admin}/chat-dev`,
  /** The dashboard's JSON API. */
  api,
  push: `${api}/push`,
  passkeys: `${api}/passkeys`,
  sitePhotoUploads: `${api}/site-photos`,
} as const;

/**
 * The dashboard's own files, built from client/admin/ and client/sw/ by scripts/build-client.mjs
 * under these names: each script is loaded only by the pages that use it.
 */
export const adminAssets = {
  stylesheet: '/admin.css',
  manifest: '/admin.webmanifest',
  serviceWorker: '/admin-service-worker.js',
  unsavedScript: '/admin-unsaved.js',
  passkeysScript: '/admin-passkeys.js',
  shareScript: '/admin-share.js',
  priceFilterScript: '/admin-price-filter.js',
  quotationTotalsScript: '/admin-quotation-totals.js',
  photosScript: '/admin-photos.js',
  pushScript: '/admin-push.js',
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
