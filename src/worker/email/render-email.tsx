// Every email the worker sends is a React component rendered to static markup (React escapes
// every value, so a visitor's "<script>" stays text) plus a plain-text version written beside it.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { stripInvisibleCharacters } from '../../shared/invisible-characters';
import { EmailLayout } from './templates/EmailLayout';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** One email: its subject, its HTML body and its plain-text version, all from the same props. */
export interface EmailTemplate<Props> {
  subject: (props: Props) => string;
  Html: (props: Props) => ReactElement;
  text: (props: Props) => string;
}

/** A header is one line: line breaks and runs of whitespace become one space, hidden characters go. */
export const subjectLine = (text: string) => stripInvisibleCharacters(text.replace(/\s+/g, ' ')).replace(/ {2,}/g, ' ').trim();

export function renderEmail<Props>(template: EmailTemplate<Props>, props: Props): RenderedEmail {
  const subject = subjectLine(template.subject(props));
  const body = renderToStaticMarkup(
    <EmailLayout title={subject}>
      <template.Html {...(props as Props & object)} />
    </EmailLayout>,
  );
  return { subject, html: `<!doctype html>${body}`, text: template.text(props) };
}
