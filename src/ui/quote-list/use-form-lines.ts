// The quote form's lines: the visitor's quote list, plus the item a quote-form link asks for
// (/contact?family=...&item=...), or the lines a form posted without scripts carried when it comes
// back with a message. The server renders them at once and the browser then adds them to the list
// (once: the link's parameters leave the address bar, and an item already listed is not added twice).
import { useEffect, useMemo } from 'react';
import type { QuoteLine } from '../../shared/quote-line';
import { isSameItem, quoteLineFromSearch, withoutQuoteLineParams } from './quote-form-link';
import { addToQuoteList, readQuoteList, useQuoteList } from './quote-list-store';

/** A linked item's id until it is in the list: it is never sent with this id. */
const linkedLineId = (index: number) => `from-link-${index}`;

/**
 * `serverSearch`: the request's query string on the server; the browser reads its address bar.
 * `posted`: the lines of a form posted without scripts and shown again (src/worker/routes/quote-form-post.ts).
 */
export function useFormLines(serverSearch?: string, posted?: Omit<QuoteLine, 'id'>[]): QuoteLine[] {
  const stored = useQuoteList();
  const search = serverSearch ?? window.location.search;
  const linked = useMemo(() => {
    if (posted) return posted;
    const fromLink = quoteLineFromSearch(search);
    return fromLink ? [fromLink] : [];
  }, [posted, search]);

  useEffect(() => {
    if (linked.length === 0) return;
    for (const line of linked) if (!readQuoteList().some((listed) => isSameItem(listed, line))) addToQuoteList(line);
    window.history.replaceState(window.history.state, '', withoutQuoteLineParams(window.location.href));
  }, [linked]);

  return useMemo(() => {
    const unlisted = linked.filter((line) => !stored.some((listed) => isSameItem(listed, line)));
    return unlisted.length ? [...stored, ...unlisted.map((line, index) => ({ ...line, id: linkedLineId(index) }))] : stored;
  }, [linked, stored]);
}
