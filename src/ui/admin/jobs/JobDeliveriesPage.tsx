// /admin/jobs/:id/deliveries: a job's deliveries and mill certificates panels on a page of their
// own, where a refused form comes back with its errors beside the fields (the job page shows the
// same panels among its others).
import type { ReactNode } from 'react';
import { AdminDocument } from '../AdminDocument';
import { adminPaths } from '../../../shared/admin-paths';

export function JobDeliveriesPage({ job, children }: { job: { id: number; reference: string; customer: string }; children: ReactNode }) {
  return (
    <AdminDocument title={`Deliveries · ${job.reference}`} current="jobs">
      <p>
        <a href={adminPaths.job(job.id)}>{`← ${job.reference} · ${job.customer}`}</a>
      </p>
      <h1>Deliveries and certificates</h1>
      {children}
    </AdminDocument>
  );
}
