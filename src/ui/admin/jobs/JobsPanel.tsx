// The overview's jobs panel: in progress, delivered this month, and how long delivery takes per service.
import type { JobFigures } from '../../../shared/admin-overview';
import { adminPaths } from '../../../shared/admin-paths';

export function JobsPanel({ jobs }: { jobs: JobFigures }) {
  return (
    <section className="panel" aria-labelledby="jobs-heading">
      <h2 id="jobs-heading">
        <a href={adminPaths.jobs}>Jobs</a>
      </h2>
      <p>
        <strong>{jobs.inProgress}</strong> in progress · <strong>{jobs.deliveredThisMonth}</strong> delivered this month
      </p>
      {jobs.medianDaysByService.length === 0 ? (
        <p className="muted">No job delivered in the last twelve months yet: the days from acceptance to delivery show here.</p>
      ) : (
        <table className="jobs-medians">
          <caption className="muted">Median days from acceptance to delivery, last twelve months</caption>
          <thead>
            <tr>
              <th scope="col">Service</th>
              <th scope="col">Days</th>
              <th scope="col">Jobs</th>
            </tr>
          </thead>
          <tbody>
            {jobs.medianDaysByService.map((row) => (
              <tr key={row.service}>
                <th scope="row">{row.service}</th>
                <td>{row.days}</td>
                <td>{row.jobs}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
