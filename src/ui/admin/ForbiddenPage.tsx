// What a staff account sees on an owner's page: why, and the way back to their own work.
import { AdminDocument } from './AdminDocument';

interface ForbiddenPageProps {
  message: string;
  home: string;
}

export function ForbiddenPage({ message, home }: ForbiddenPageProps) {
  return (
    <AdminDocument title="For the owner">
      <section className="panel">
        <h1>For the owner only</h1>
        <p>{message}</p>
        <p>
          <a href={home}>Back to the leads</a>
        </p>
      </section>
    </AdminDocument>
  );
}
