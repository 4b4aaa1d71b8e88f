// The step before an action that cannot be taken back from the same screen: a page of its own, so
// it asks with script off too (the dashboard runs none); "Yes" posts back with confirm=yes, and a
// post without it only asks (decision 029).
import type { ReactNode } from 'react';
import { AdminDocument } from './AdminDocument';
import type { DashboardPage } from './dashboard-pages';

export interface ConfirmView {
  title: string;
  /** What goes, and what stays. */
  question: string;
  /** Where "Yes" posts, with confirm=yes and these fields. */
  action: string;
  fields?: Record<string, string>;
  confirm: string;
  /** Where "No" goes back to, and its words. */
  back: string;
  keep: string;
}

export function ConfirmPage({ current, view, children }: { current: DashboardPage; view: ConfirmView; children?: ReactNode }) {
  return (
    <AdminDocument title={view.title} current={current}>
      <h1>{view.title}</h1>
      <p>{view.question}</p>
      {children}
      <form method="post" action={view.action} className="inline-form confirm-actions">
        <input type="hidden" name="confirm" value="yes" />
        {Object.entries(view.fields ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="danger">
          {view.confirm}
        </button>
        <a href={view.back}>{view.keep}</a>
      </form>
    </AdminDocument>
  );
}
