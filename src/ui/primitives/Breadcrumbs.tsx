import { Link } from '../router';
import { breadcrumbTrail } from '../../content/structured-data';

/** The visible trail matching the page's BreadcrumbList: Home > Materials > this page. */
export function Breadcrumbs({ path }: { path: string }) {
  const trail = breadcrumbTrail(path);
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {trail.map((step, index) => (
          <li key={step.path}>
            {index < trail.length - 1 ? <Link href={step.path}>{step.name}</Link> : <span aria-current="page">{step.name}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
