// The quote list inside the quote form (#quote-list): each line's quantity and note editable, a
// line removable, and each line's own error shown at it once the form has found one.
import { useRef, useState } from 'react';
import type { QuoteFormContent } from '../../content/quote-form';
import { materialsPath, saleUnits } from '../../shared/catalogue';
import { quoteLineLimits, type QuoteLine } from '../../shared/quote-line';
import { typedQuantity } from '../../shared/typed-quantity';
import { catalogueWords, quoteLineSchema } from '../../shared/quote-lines';
import { describedBy, FieldError, fieldId } from '../quote-form/fields';
import { removeQuoteLine, updateQuoteLine } from './quote-list-store';

const quoteListGroupId = 'quote-list';

interface QuoteListFieldProps {
  content: QuoteFormContent;
  lines: QuoteLine[];
  /** The lines' error from the form's check or the server ("Line 3: ..."). */
  error: string | undefined;
  disabled: boolean;
}

export function QuoteListField({ content, lines, error, disabled }: QuoteListFieldProps) {
  const groupRef = useRef<HTMLDivElement>(null);
  const text = content.lines;
  const remove = (id: string) => {
    removeQuoteLine(id);
    // The removed line's button is gone: the list keeps the focus.
    groupRef.current?.focus();
  };
  return (
    <div
      className="form-group quote-lines"
      id={quoteListGroupId}
      ref={groupRef}
      tabIndex={-1}
      role="group"
      aria-labelledby={`${quoteListGroupId}-title`}
    >
      <h3 className="form-group__title" id={`${quoteListGroupId}-title`}>
        {content.groups.lines}
        {lines.length > 0 && ` (${lines.length})`}
      </h3>
      {lines.length === 0 ? (
        <p className="field__hint">
          {text.empty} <a href={materialsPath}>{text.browse}</a>
          {text.emptyRest}
        </p>
      ) : (
        <>
          <p className="field__hint">{text.intro}</p>
          <ol className="quote-lines__list">
            {lines.map((line, index) => (
              <QuoteLineRow
                key={line.id}
                content={content}
                line={line}
                index={index}
                check={Boolean(error)}
                disabled={disabled}
                onRemove={remove}
              />
            ))}
          </ol>
        </>
      )}
      {/* A line with a problem says it there; this is for the list as a whole (more than 50 lines). */}
      {error && !lines.some((line) => lineProblem(line)) && <FieldError field="lines" error={error} />}
    </div>
  );
}

interface RowProps {
  content: QuoteFormContent;
  line: QuoteLine;
  index: number;
  /** The form has found an error in the lines: each line says its own. */
  check: boolean;
  disabled: boolean;
  onRemove(id: string): void;
}

/** The first problem with this line and the control it belongs to, if any. */
function lineProblem(line: QuoteLine): { field: string; message: string } | null {
  const parsed = quoteLineSchema.safeParse(line);
  if (parsed.success) return null;
  const [issue] = parsed.error.issues;
  return { field: String(issue!.path[0] ?? 'item'), message: issue!.message };
}

/** What the list holds for a typed quantity: 0 (refused by the form's check) until it is a number. */
function listQuantity(typed: string): number {
  const quantity = typedQuantity(typed);
  return Number.isFinite(quantity) ? quantity : 0;
}

function QuoteLineRow({ content, line, index, check, disabled, onRemove }: RowProps) {
  const text = content.lines;
  // The typed text, which may not be a number yet ("2." or ""); the list holds the number.
  const [quantityText, setQuantityText] = useState(String(line.quantity));
  // Changed elsewhere (another tab): show the list's number.
  const [shownQuantity, setShownQuantity] = useState(line.quantity);
  if (shownQuantity !== line.quantity) {
    setShownQuantity(line.quantity);
    setQuantityText((typed) => (listQuantity(typed) === line.quantity ? typed : String(line.quantity)));
  }

  const key = `line-${index}`;
  const problem = check ? lineProblem(line) : null;
  const errorKey = `${key}-${problem?.field === 'note' ? 'note' : 'quantity'}`;
  const units = saleUnits.find((unit) => unit.id === line.unit)?.plural ?? line.unit;
  const invalid = (field: 'quantity' | 'note') =>
    problem && (problem.field === field || (field === 'quantity' && problem.field !== 'note')) ? true : undefined;
  const noteHintId = `${fieldId(`${key}-note`)}-hint`;

  return (
    <li className="quote-line">
      <p className="quote-line__item">
        <strong>{line.item}</strong>
        <span className="quote-line__material">{catalogueWords(line)}</span>
      </p>
      <div className="quote-line__controls">
        <div className="field quote-line__quantity">
          <label className="field__label" htmlFor={fieldId(`${key}-quantity`)}>
            {text.quantity(units)}
          </label>
          <input
            id={fieldId(`${key}-quantity`)}
            name={`lines.${index}.quantity`}
            className="field__control"
            inputMode="decimal"
            autoComplete="off"
            value={quantityText}
            disabled={disabled}
            aria-invalid={invalid('quantity')}
            aria-describedby={describedBy(errorKey, undefined, invalid('quantity') && problem?.message)}
            onChange={(event) => {
              const typed = event.target.value;
              setQuantityText(typed);
              updateQuoteLine(line.id, { quantity: listQuantity(typed) });
            }}
          />
        </div>
        <div className="field quote-line__note">
          <label className="field__label" htmlFor={fieldId(`${key}-note`)}>
            {text.note}
          </label>
          <input
            id={fieldId(`${key}-note`)}
            name={`lines.${index}.note`}
            className="field__control"
            maxLength={quoteLineLimits.note}
            value={line.note ?? ''}
            disabled={disabled}
            aria-invalid={invalid('note')}
            aria-describedby={[invalid('note') && problem ? `${fieldId(errorKey)}-error` : '', noteHintId].filter(Boolean).join(' ')}
            onChange={(event) => updateQuoteLine(line.id, { note: event.target.value })}
          />
          <p className="field__hint" id={noteHintId}>
            {text.noteHint}
          </p>
        </div>
        <button
          type="button"
          className="button button--secondary button--small quote-line__remove"
          aria-label={text.remove(index + 1, line.item)}
          disabled={disabled}
          onClick={() => onRemove(line.id)}
        >
          {text.removeText}
        </button>
      </div>
      {problem && <FieldError field={errorKey} error={`Line ${index + 1}: ${problem.message}`} />}
    </li>
  );
}
