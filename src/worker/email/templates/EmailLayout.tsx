// The frame every email shares: inline styles only, since mail clients drop <style> and classes.
import { Fragment, type ReactNode } from 'react';

export function EmailLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>{title}</title>
      </head>
      <body
        style={{
          margin: 0,
          padding: 24,
          background: '#f5f7f9',
          fontFamily: 'Arial,Helvetica,sans-serif',
          color: '#0f1b2a',
          lineHeight: 1.5,
        }}
      >
        <div style={{ maxWidth: 620, margin: '0 auto', background: '#fff', border: '1px solid #d5dce3', borderRadius: 8, padding: 24 }}>
          {children}
        </div>
      </body>
    </html>
  );
}

/** Text as typed, its line breaks kept. */
export function Lines({ text }: { text: string }) {
  const lines = text.split('\n');
  return lines.map((line, index) => (
    <Fragment key={index}>
      {line}
      {index < lines.length - 1 && <br />}
    </Fragment>
  ));
}

export function Paragraph({ text }: { text: string }) {
  return (
    <p style={{ margin: '0 0 12px' }}>
      <Lines text={text} />
    </p>
  );
}

export const headingStyle = { fontSize: 20, margin: '0 0 16px' } as const;
export const subheadingStyle = { fontSize: 16 } as const;
