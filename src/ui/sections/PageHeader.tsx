import type { ReactNode } from 'react';
import type { PageHeaderContent } from '../../content/types';

/** The opening band of an inner page, holding its only h1; `above` takes the breadcrumbs. */
export function PageHeader({ content, above, children }: { content: PageHeaderContent; above?: ReactNode; children?: ReactNode }) {
  return (
    <section className="page-header" aria-labelledby="page-heading">
      <div className="container">
        {above}
        <p className="eyebrow">{content.eyebrow}</p>
        <h1 id="page-heading">{content.title}</h1>
        <p className="page-header__lead">{content.lead}</p>
        {children}
      </div>
    </section>
  );
}
