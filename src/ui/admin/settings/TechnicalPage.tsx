// The dashboard's Technical page: the facts a developer needs and the owner does not (release,
// environment, feature flags, settings the worker could not use, where traffic figures are kept).
import { Fragment } from 'react';
import type { TechnicalView } from '../../../shared/admin-technical';
import { AdminDocument } from '../AdminDocument';
import { count } from '../overview/figures';

export function TechnicalPage({ view }: { view: TechnicalView }) {
  return (
    <AdminDocument title="Technical" current="technical">
      <h1>Technical</h1>
      <p className="muted">How this copy of the site is set up, for whoever deploys and looks after it.</p>
      <section className="panel" aria-labelledby="deployment-title">
        <h2 id="deployment-title">This deployment</h2>
        <dl className="fields">
          <div className="fields__row">
            <dt>App version (release)</dt>
            <dd>
              <code>{view.release}</code>
            </dd>
          </div>
          <div className="fields__row">
            <dt>Environment</dt>
            <dd>
              <code>{view.environment}</code>
            </dd>
          </div>
        </dl>
      </section>
      {view.ignoredSettings.length > 0 && (
        <section className="panel notice notice--warning" aria-labelledby="ignored-title">
          <h2 id="ignored-title">Settings not used</h2>
          <p>The site is using defaults for these vars in wrangler.toml until they are fixed and deployed again:</p>
          <ul>
            {view.ignoredSettings.map((setting) => (
              <li key={setting.name}>
                <code>{setting.name}</code> {`"${setting.value}" ${setting.problem}; using "${setting.used}".`}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="panel" aria-labelledby="analytics-title">
        <h2 id="analytics-title">Traffic figures</h2>
        {view.analyticsProblem && <p className="notice notice--warning">{view.analyticsProblem}</p>}
        <p>{`Read from ${view.analyticsSource}.`}</p>
        <p>
          {`Daily rollups are kept for ${count(view.retentionDays)} days (`}
          <code>ANALYTICS_RETENTION_DAYS</code>
          {'); the nightly rollup deletes older ones.'}
        </p>
      </section>
      <section className="panel" aria-labelledby="flags-title">
        <h2 id="flags-title">Feature flags</h2>
        <table className="flags feature-flags">
          <thead>
            <tr>
              <th scope="col">Flag</th>
              <th scope="col">State</th>
              <th scope="col">Set by</th>
            </tr>
          </thead>
          <tbody>
            {view.flags.map((flag) => (
              <tr key={flag.name}>
                <th scope="row">
                  {/* A break chance between camelCase words, so a phone wraps captcha/Turnstile, never mid-word. */}
                  <code>
                    {flag.name.split(/(?=[A-Z])/).map((word, index) => (
                      <Fragment key={index}>
                        {index > 0 && <wbr />}
                        {word}
                      </Fragment>
                    ))}
                  </code>
                </th>
                <td>{flag.on ? 'on' : 'off'}</td>
                <td>{flag.setBy}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </AdminDocument>
  );
}
