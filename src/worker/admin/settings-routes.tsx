// /admin/settings: the list of the dashboard's settings pages, those of the signed-in person's role.
import { Hono } from 'hono';
import { linksFor, settingsLinks } from '../../ui/admin/dashboard-pages';
import { SettingsPage } from '../../ui/admin/SettingsPage';
import type { DashboardEnv } from '../app-env';
import { adminPage } from '../render/render-admin';
import { siteFacts } from '../site-facts/published';
import { screenAccess } from './roles';

export const settingsRoutes = new Hono<DashboardEnv>();

settingsRoutes.get('/', screenAccess('settings'), async (c) =>
  adminPage(
    c,
    <SettingsPage
      businessName={(await siteFacts(c.env)).business.name}
      operator={c.get('operator')}
      links={linksFor(settingsLinks, c.get('person')?.role ?? 'staff')}
    />,
  ),
);
