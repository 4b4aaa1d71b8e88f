// Every email is a React component rendered to static HTML (escaping by construction) with its
// plain-text twin; this is the one place the HTML document around them is written.
import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

function EmailDocument({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, padding: 24, background: '#f5f7f9', fontFamily: 'Arial, Helvetica, sans-serif', color: '#0f1b2a', lineHeight: 1.5 }}>
        <div style={{ maxWidth: 620, margin: '0 auto', background: '#fff', border: '1px solid #d5dce3', borderRadius: 8, padding: 24 }}>{children}</div>
      </body>
    </html>
  );
}

export function renderEmail({ subject, body, text }: { subject: string; body: ReactElement; text: string }): RenderedEmail {
  const html = `<!doctype html>${renderToStaticMarkup(<EmailDocument title={subject}>{body}</EmailDocument>)}`;
  return { subject, html, text };
}
