// Site facts' save bar, at the foot of each screen's form.
import type { SiteFactsView } from './SiteFactsPage';
import { adminPaths } from '../../../shared/admin-paths';

/** The bar at the foot of a screen, inside its form: the last outcome, Save, and the way to publish. */
export function SaveBar({ view, save }: { view: Pick<SiteFactsView, 'message' | 'pending'>; save?: string }) {
  return (
    <div className="facts-bar">
      <p className="facts-bar__message" role="status">
        {view.message}
      </p>
      <div className="facts-bar__actions">
        {view.pending.length > 0 && <a href={`${adminPaths.site}#publish`}>Preview and publish</a>}
        {save && (
          <button type="submit" className="primary">
            {save}
          </button>
        )}
      </div>
    </div>
  );
}
