// /admin/technical: the deployment's release, environment, feature flags, unusable settings and
// analytics storage, kept off the owner's overview.
import { Hono } from 'hono';
import { TechnicalPage } from '../../ui/admin/settings/TechnicalPage';
import { technicalView } from './technical';
import type { DashboardEnv } from '../app-env';
import { adminPage } from '../render/render-admin';
import { screenAccess } from '../admin/roles';

export const technicalRoutes = new Hono<DashboardEnv>();

technicalRoutes.get('/', screenAccess('technical'), async (c) => adminPage(c, <TechnicalPage view={technicalView(c.env)} />));
