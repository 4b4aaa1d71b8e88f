// /admin/notifications: the "Notifications on this phone" settings panel.
import { Hono } from 'hono';
import { AdminDocument } from '../../ui/admin/AdminDocument';
import { PushPanel } from '../../ui/admin/team/PushPanel';
import type { DashboardEnv } from '../app-env';
import { adminPage } from '../render/render-admin';
import { isPushConfigured } from './push-config';
import { screenAccess } from '../admin/roles';
import { adminAssets } from '../../shared/admin-paths';

export const notificationsRoutes = new Hono<DashboardEnv>();

notificationsRoutes.get('/', screenAccess('notifications'), async (c) =>
  adminPage(
    c,
    <AdminDocument title="Notifications" current="notifications">
      <h1>Notifications</h1>
      <PushPanel vapidPublicKey={isPushConfigured(c.env) ? c.env.VAPID_PUBLIC_KEY! : null} />
      {isPushConfigured(c.env) && <script src={adminAssets.pushScript} defer />}
    </AdminDocument>,
  ),
);
