// The quantity-and-note panel of "Add to quote list", fetched the first time a visitor opens one:
// most visitors only read the tables, so its code stays out of the catalogue's first load.
import { useEffect, useEffectEvent, useRef, useState, type KeyboardEvent } from 'react';
import { addToQuotePanelContent as text } from '../../content/quote-list-panel';
import { quantityWithUnit, saleUnits } from '../../shared/catalogue';
import { quoteLineLimits } from '../../shared/quote-line';
import { typedQuantity } from '../../shared/typed-quantity';
import type { ToastApi } from '../hooks/toast';
import type { AddToQuoteListProps } from './quote-form-href';

export interface AddToQuotePanelProps extends AddToQuoteListProps {
  /** The panel's id, which the toggle controls; its fields' ids start with it. */
  id: string;
  /** Its accessible name: the toggle's, which says which item. */
  name: string;
  /** Closes the panel and gives focus back to the toggle. */
  onClose: () => void;
  defaultQuantity: number;
  toast: ToastApi['toast'];
}

const panelOpenedEvent = 'add-to-quote-panel-opened';

/** The sheet along a phone's bottom keeps Tab inside it: what is under it cannot be seen. */
function keepTabInSheet(event: KeyboardEvent<HTMLDivElement>) {
  const panel = event.currentTarget;
  if (event.key !== 'Tab' || getComputedStyle(panel).position !== 'fixed') return;
  const stops = [...panel.querySelectorAll<HTMLElement>('input, button')];
  const edge = event.shiftKey ? stops[0] : stops.at(-1);
  if (document.activeElement !== edge) return;
  event.preventDefault();
  (event.shiftKey ? stops.at(-1) : stops[0])?.focus();
}

export function AddToQuotePanel({ id, name, onClose, family, item, grade, finish, unit, defaultQuantity, toast }: AddToQuotePanelProps) {
  const [quantity, setQuantity] = useState(String(defaultQuantity));
  const [note, setNote] = useState('');
  const [error, setError] = useState<{ field: 'quantity' | 'note'; message: string } | null>(null);
  const quantityRef = useRef<HTMLInputElement>(null);
  const closeForAnother = useEffectEvent((event: Event) => (event as CustomEvent<string>).detail !== id && onClose());
  // One panel at a time: opening one closes any other (on a phone they would stack as sheets).
  // Announced before this one takes the focus, so the other's toggle does not keep it.
  useEffect(() => {
    window.addEventListener(panelOpenedEvent, closeForAnother);
    window.dispatchEvent(new CustomEvent(panelOpenedEvent, { detail: id }));
    // Selected, so typing replaces the 1 rather than making it 14.
    quantityRef.current?.focus();
    quantityRef.current?.select();
    return () => window.removeEventListener(panelOpenedEvent, closeForAnother);
  }, [id]);

  // The list's code and the note's check load on the first add.
  const add = async () => {
    const [{ addToQuoteList }, { hasInvisibleCharacters }] = await Promise.all([
      import('./quote-list-store'),
      import('../../shared/invisible-characters'),
    ]);
    const amount = typedQuantity(quantity);
    if (!Number.isFinite(amount) || amount <= 0) return setError({ field: 'quantity', message: text.quantityError });
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
    onClose();
  };

  const units = saleUnits.find((option) => option.id === unit)!.plural;
  const errorId = `${id}-error`;
  const invalid = (field: 'quantity' | 'note') => (error?.field === field ? { 'aria-invalid': true, 'aria-describedby': errorId } : {});

  return (
    <div
      className="add-to-quote__panel"
      id={id}
      role="group"
      aria-label={name}
      onKeyDown={(event) => {
        keepTabInSheet(event);
        if (event.key === 'Escape') onClose();
        // Not the surrounding form's submit (a catalogue page's filter form, say).
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
          event.preventDefault();
          add();
        }
      }}
    >
      <p className="add-to-quote__item">{item}</p>
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
        <button type="button" className="button button--secondary button--small" onClick={onClose}>
          {text.cancel}
        </button>
      </div>
    </div>
  );
}
