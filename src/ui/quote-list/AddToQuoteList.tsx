// "Add to quote list" for one catalogue item: quantity (in the unit it is sold by) and an optional
// note, then a toast. Until the page's code runs (or without JavaScript) it is a link to the quote
// form with the item prefilled; the same box becomes a button then, so nothing moves. The panel's
// code loads the first time one is opened (AddToQuotePanel.tsx).
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { addToQuoteListContent as text } from '../../content/quote-list';
import { quoteFormHrefForItem, type AddToQuoteListProps } from './quote-form-href';
import { useToast } from '../hooks/toast';

const AddToQuotePanel = lazy(() => import('./AddToQuotePanel').then((module) => ({ default: module.AddToQuotePanel })));

export function AddToQuoteList({ family, item, grade, finish, unit, defaultQuantity = 1 }: AddToQuoteListProps) {
  const id = useId();
  // Read here, where the page's provider is, and handed to the panel the first open loads.
  const { toast } = useToast();
  const [interactive, setInteractive] = useState(false);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the controls turn on after hydration, so the first render matches the server's HTML
  useEffect(() => setInteractive(true), []);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  // Many rows share the visible words: the name says which item.
  const name = `${text.toggle}: ${item}`;
  const panelId = `${id}-panel`;

  return (
    <div className="add-to-quote">
      {interactive ? (
        <button
          ref={toggleRef}
          type="button"
          className="add-to-quote__toggle"
          aria-label={name}
          aria-expanded={open}
          aria-controls={panelId}
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
        <Suspense>
          <AddToQuotePanel
            id={panelId}
            name={name}
            onClose={close}
            family={family}
            item={item}
            grade={grade}
            finish={finish}
            unit={unit}
            defaultQuantity={defaultQuantity}
            toast={toast}
          />
        </Suspense>
      )}
    </div>
  );
}
