// The quote form's lines: the visitor's quote list, plus the item a quote-form link asks for
// (/contact?family=...&item=...), which the server renders at once and the browser then adds to
// the list (once: the link's parameters leave the address bar, and an item already listed is not
// added twice).
import { useEffect, useMemo } from 'react';
import type { QuoteLine } from '../../shared/quote-line';
import { isSameItem, quoteLineFromSearch, withoutQuoteLineParams } from './quote-form-link';
import { addToQuoteList, readQuoteList, useQuoteList } from './quote-list-store';

/** The linked item's id until it is in the list: it is never sent with this id. */
const linkedLineId = 'from-link';

/** `serverSearch`: the request's query string on the server; the browser reads its address bar. */
export function useFormLines(serverSearch?: string): QuoteLine[] {
  const stored = useQuoteList();
  const search = serverSearch ?? window.location.search;
  const linked = useMemo(() => quoteLineFromSearch(search), [search]);

  useEffect(() => {
    if (!linked) return;
    if (!readQuoteList().some((line) => isSameItem(line, linked))) addToQuoteList(linked);
    window.history.replaceState(window.history.state, '', withoutQuoteLineParams(window.location.href));
  }, [linked]);

  return linked && !stored.some((line) => isSameItem(line, linked)) ? [...stored, { ...linked, id: linkedLineId }] : stored;
}
