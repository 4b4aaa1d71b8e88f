import type { ReactNode } from 'react';
import type { PageHeaderContent } from '../../content/types';

/** The opening band of an inner page, holding its only h1. */
export function PageHeader({ content, children }: { content: PageHeaderContent; children?: ReactNode }) {
  return (
    <section className="page-header" aria-labelledby="page-heading">
      <div className="container">
        <p className="eyebrow">{content.eyebrow}</p>
        <h1 id="page-heading">{content.title}</h1>
        <p className="page-header__lead">{content.lead}</p>
        {children}
      </div>
    </section>
  );
}
