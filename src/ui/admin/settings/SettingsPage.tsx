// /admin/settings: the pages set up once and opened now and then, each with a line on what is there.
import { AdminDocument } from '../AdminDocument';
import type { SettingsLink } from '../dashboard-pages';

interface SettingsPageProps {
  /** The links this person's role opens. */
  links: readonly SettingsLink[];
}

export function SettingsPage({ links }: SettingsPageProps) {
  return (
    <AdminDocument title="Settings" current="settings">
      <h1>Settings</h1>
      <ul className="settings-list panel">
        {links.map((link) => (
          <li key={link.page}>
            <a href={link.href}>{link.label}</a>
            <p className="muted">{link.about}</p>
          </li>
        ))}
      </ul>
    </AdminDocument>
  );
}
