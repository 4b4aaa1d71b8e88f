import type { HoursRow } from './opening-hours';
import type { Closure, Notice, Project, SiteFacts, StockAvailability } from './site-facts';
import type { PageFlags } from './flags';
import type { AppEnvironment } from './release';
import type { QuoteLine } from './quote-line';

/** What the worker tells the page at render time; serialised into the HTML for hydration. */
export interface SiteConfig {
  business: SiteFacts['business'];
  /** This week's hours (temporary changes included) grouped for printing, e.g. Monday - Friday: 8:00 AM - 6:00 PM. */
  hoursRows: HoursRow[];
  /** Closures and temporary hours a visitor should know of now, e.g. "24 - 26 Dec (Christmas)": "Closed"; printed under the week. */
  hoursNotes: HoursRow[];
  closures: Closure[];
  /** The owner's published projects that are not hidden; null while the site shows the samples. */
  projects: Project[] | null;
  /** The owner's stock per family, size table and grade; a grade not in it shows the catalogue's default. */
  availability: StockAvailability;
  /** The site-wide notice while it runs, unless this visitor dismissed it (src/shared/visitor-cookies.ts), else null. */
  notice: ShownNotice | null;
  /** This visitor accepted the cookie notice (its cookie): the page is written without the notice. */
  consented: boolean;
  flags: PageFlags;
  environment: AppEnvironment;
  turnstileSiteKey: string;
  /** e.g. https://www.example.com, for canonical links. */
  origin: string;
  /** On the page with the quote form: what the worker hands the form for its no-script post. */
  quoteForm?: QuoteFormHandover;
  /** Present only when SENTRY_DSN is set: browser errors go to that DSN, sent by the script (client/watch-errors.ts). */
  errorReport?: { dsn: string; script: string };
}

/** The quote form's part of a page render (the no-script post, src/worker/routes/quote-form-post.ts). */
export interface QuoteFormHandover {
  /** Signed by the worker: the form's id and when it was rendered (src/worker/quote-form-stamp.ts). */
  stamp: string;
  /** A post the worker could not accept: what the visitor sent, to fill the form again, and each field's message. */
  values?: Record<string, string>;
  /** The quote list's lines as posted, with the quantities and notes the visitor typed. */
  lines?: Omit<QuoteLine, 'id'>[];
  errors?: Record<string, string>;
  /** Why the post was not taken at all (the form's check failed, storage was down). */
  message?: string;
  /** A post the worker stored: the thank-you panel shows its reference. */
  accepted?: { reference: string; preferredContact: string };
}

/** A running notice and its key: what the visitor's cookie names once they dismiss it. */
export interface ShownNotice extends Notice {
  key: string;
}

export interface BootData {
  config: SiteConfig;
}

export const bootDataElementId = 'boot-data';
