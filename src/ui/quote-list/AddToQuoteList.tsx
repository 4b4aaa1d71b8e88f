// "Add to quote list" for one catalogue item: quantity (in the unit it is sold by) and an optional
// note, then a toast. Until the page's code runs (or without JavaScript) it is a link to the quote
// form with the item prefilled; the same box becomes a button then, so nothing moves.
import { useEffect, useId, useRef, useState } from 'react';
import { addToQuoteListContent as text } from '../../content/quote-list';
import { quantityWithUnit, saleUnits } from '../../shared/catalogue';
import { quoteLineLimits } from '../../shared/quote-line';
import { useToast } from '../hooks/toast';
import { quoteFormHrefForItem, type QuoteLineItem } from './quote-form-href';

export interface AddToQuoteListProps {
  family: QuoteLineItem['family'];
  /** The size or item as the catalogue names it, e.g. "2 in NPS Sch 10S (60.3 x 2.77 mm), 6 m". */
  item: string;
  grade: QuoteLineItem['grade'];
  finish?: QuoteLineItem['finish'];
  unit: QuoteLineItem['unit'];
  /** The quantity the box starts with (1 unless given), e.g. a calculator's piece count. */
  defaultQuantity?: number;
}

export function AddToQuoteList({ family, item, grade, finish, unit, defaultQuantity = 1 }: AddToQuoteListProps) {
  const id = useId();
  const { toast } = useToast();
  const [interactive, setInteractive] = useState(false);
  const [open, setOpen] = useState(false);
  const [quantity, setQuantity] = useState(String(defaultQuantity));
  const [note, setNote] = useState('');
  const [error, setError] = useState<{ field: 'quantity' | 'note'; message: string } | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const quantityRef = useRef<HTMLInputElement>(null);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the controls turn on after hydration, so the first render matches the server's HTML
  useEffect(() => setInteractive(true), []);
  useEffect(() => {
    if (open) quantityRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    setError(null);
    toggleRef.current?.focus();
  };

  // The list's code and the note's check load on the first add: most visitors only read the table.
  const add = async () => {
    const [{ addToQuoteList }, { hasInvisibleCharacters }] = await Promise.all([
      import('./quote-list-store'),
      import('../../shared/invisible-characters'),
    ]);
    const amount = Number(quantity.trim().replace(',', '.'));
    if (quantity.trim() === '' || !Number.isFinite(amount) || amount <= 0)
      return setError({ field: 'quantity', message: text.quantityError });
    if (amount > quoteLineLimits.quantity) return setError({ field: 'quantity', message: text.quantityTooLarge(quoteLineLimits.quantity) });
    if (hasInvisibleCharacters(note)) return setError({ field: 'note', message: text.noteError });
    const added = addToQuoteList({
      family,
      item,
      grade,
      ...(finish && { finish }),
      quantity: amount,
      unit,
      ...(note.trim() && { note: note.trim() }),
    });
    if (!added) return setError({ field: 'quantity', message: text.full(quoteLineLimits.lines) });
    toast({ variant: 'success', title: text.added, description: text.addedDescription(quantityWithUnit(amount, unit), item) });
    setNote('');
    setQuantity(String(defaultQuantity));
    close();
  };

  const units = saleUnits.find((option) => option.id === unit)!.plural;
  const errorId = `${id}-error`;
  // Many rows share the visible words: the name says which item.
  const name = `${text.toggle}: ${item}`;
  const invalid = (field: 'quantity' | 'note') => (error?.field === field ? { 'aria-invalid': true, 'aria-describedby': errorId } : {});

  return (
    <div className="add-to-quote">
      {interactive ? (
        <button
          ref={toggleRef}
          type="button"
          className="add-to-quote__toggle"
          aria-label={name}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => (open ? close() : setOpen(true))}
        >
          {text.toggle}
        </button>
      ) : (
        <a
          className="add-to-quote__toggle"
          aria-label={name}
          href={quoteFormHrefForItem({ family, item, grade, finish, unit, quantity: defaultQuantity })}
        >
          {text.toggle}
        </a>
      )}
      {open && (
        <div
          className="add-to-quote__panel"
          id={`${id}-panel`}
          role="group"
          aria-label={name}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
            // Not the surrounding form's submit (a catalogue page's filter form, say).
            if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
              event.preventDefault();
              add();
            }
          }}
        >
          <label htmlFor={`${id}-quantity`}>{text.quantity(units)}</label>
          <input
            ref={quantityRef}
            id={`${id}-quantity`}
            inputMode="decimal"
            autoComplete="off"
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
            {...invalid('quantity')}
          />
          <label htmlFor={`${id}-note`}>{text.note}</label>
          <input
            id={`${id}-note`}
            maxLength={quoteLineLimits.note}
            placeholder={text.notePlaceholder}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            {...invalid('note')}
          />
          {error && (
            <p className="add-to-quote__error" id={errorId} role="alert">
              {error.message}
            </p>
          )}
          <div className="add-to-quote__actions">
            <button type="button" className="button button--primary button--small" onClick={add}>
              {text.add}
            </button>
            <button type="button" className="button button--secondary button--small" onClick={close}>
              {text.cancel}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
