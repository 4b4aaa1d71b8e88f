// Every email the worker sends is a React component rendered to HTML (React escapes every value,
// so a visitor's "<script>" stays text) plus a plain-text version written beside it. It is read
// whole from the streaming renderer the pages use: renderToStaticMarkup is a second renderer
// (32 KB gzip of the worker), see the react-dom alias in wrangler.toml.
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
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
const subjectLine = (text: string) => stripInvisibleCharacters(text.replace(/\s+/g, ' ')).replace(/ {2,}/g, ' ').trim();

export async function renderEmail<Props>(template: EmailTemplate<Props>, props: Props): Promise<RenderedEmail> {
  const subject = subjectLine(template.subject(props));
  // Any render error is thrown to the caller, which logs it and retries the job; React's default
  // would also print it to the console and could send an email missing the part that failed.
  let failure: unknown;
  const stream = await renderToReadableStream(
    <EmailLayout title={subject}>
      <template.Html {...(props as Props & object)} />
    </EmailLayout>,
    { onError: (error) => void (failure ??= error) },
  );
  await stream.allReady;
  if (failure) throw failure;
  // React opens an <html> root with its own <!DOCTYPE html>.
  return { subject, html: await new Response(stream).text(), text: template.text(props) };
}
