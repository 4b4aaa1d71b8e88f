// /admin/technical: the deployment's release, environment, feature flags, unusable settings and
// analytics storage, kept off the owner's overview.
import { Hono } from 'hono';
import { TechnicalPage } from '../../ui/admin/TechnicalPage';
import { technicalView } from '../admin/technical';
import type { AppEnv } from '../app-env';
import { adminPage } from '../render/render-admin';

export const technicalAdmin = new Hono<AppEnv>();

technicalAdmin.get('/', async (c) => adminPage(c, <TechnicalPage view={technicalView(c.env)} />));
