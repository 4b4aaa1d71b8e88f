// /admin/settings: the list of the dashboard's settings pages, those of the signed-in person's role.
import { Hono } from 'hono';
import { linksFor, settingsLinks } from '../../ui/admin/dashboard-pages';
import { SettingsPage } from '../../ui/admin/settings/SettingsPage';
import type { DashboardEnv } from '../app-env';
import { adminPage } from '../render/render-admin';
import { screenAccess } from '../admin/roles';

export const settingsRoutes = new Hono<DashboardEnv>();

settingsRoutes.get('/', screenAccess('settings'), async (c) =>
  adminPage(c, <SettingsPage links={linksFor(settingsLinks, c.get('person')?.role ?? 'staff')} />),
);
