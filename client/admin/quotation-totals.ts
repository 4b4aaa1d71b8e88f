// The quotation builder's script (dashboard only, served as /admin-quotation-totals.js): each
// line's amount, the totals and the bar's figure follow every keystroke, computed by the module the
// server sends with (src/shared/quotation-typed-totals.ts); "Add a line" and "Remove line" work in
// place instead of reloading the page at its top. Without it the page does both by posting.
import { formatPesos, type VatMode } from '../../src/shared/quotation-money';
import { lineAmountText, typedTotals } from '../../src/shared/quotation-typed-totals';

const form = document.querySelector<HTMLFormElement>('form.quote-builder');
if (form) builder(form);

function builder(form: HTMLFormElement) {
  const vat = form.dataset.vat as VatMode;
  const count = form.querySelector<HTMLInputElement>('input[type="hidden"][name="lines"]')!;
  const totalsList = form.querySelector<HTMLElement>('.quote-totals')!;
  const barLabel = form.querySelector<HTMLElement>('.quote-bar__total span');
  const barAmount = form.querySelector<HTMLElement>('.quote-bar__total strong');
  const savedWhen = form.querySelector<HTMLElement>('[data-saved-when]');
  const savedWords = savedWhen?.textContent ?? '';

  const value = (name: string) => {
    const fields = form.elements.namedItem(name);
    if (!fields) return '';
    if (fields instanceof RadioNodeList) return fields.value;
    if (fields instanceof HTMLInputElement && fields.type === 'checkbox') return fields.checked ? 'on' : '';
    return (fields as HTMLInputElement | HTMLTextAreaElement).value;
  };

  const update = () => {
    const figures = typedTotals(value, Number(count.value), vat);
    figures.lines.forEach((line, index) => {
      const output = form.querySelector(`[data-line-amount="${index}"]`);
      if (output) output.textContent = lineAmountText(line);
    });
    totalsList.replaceChildren(
      ...figures.rows.map((row) => {
        const item = document.createElement('div');
        item.className = row.strong ? 'quote-totals__row quote-totals__row--strong' : 'quote-totals__row';
        const label = document.createElement('dt');
        label.textContent = row.label;
        const amount = document.createElement('dd');
        amount.textContent = formatPesos(row.centavos);
        item.append(label, amount);
        return item;
      }),
    );
    const payable = figures.rows.find((row) => row.strong);
    if (payable && barLabel && barAmount) {
      barLabel.textContent = payable.label;
      barAmount.textContent = formatPesos(payable.centavos);
    }
  };

  const markEdited = () => {
    if (savedWhen) savedWhen.textContent = `${savedWords}. Edited since: the totals show what is typed; Save draft keeps it.`;
  };

  form.addEventListener('input', () => {
    update();
    markEdited();
  });
  form.addEventListener('change', update);

  const addButton = form.querySelector<HTMLButtonElement>('[data-add-line]');
  addButton?.addEventListener('click', (event) => {
    const cards = form.querySelectorAll<HTMLFieldSetElement>('fieldset[data-line]');
    const last = cards[cards.length - 1];
    if (!last) return; // no card to copy: let the form post and the server add one
    event.preventDefault();
    const index = Number(count.value);
    last.after(newLineCard(last, index));
    count.value = String(index + 1);
    if (index + 1 >= Number(addButton.dataset.limit ?? Infinity)) addButton.hidden = true;
    addButton.formAction = addButton.formAction.replace(/#line-\d+$/, `#line-${index + 1}`);
    form.querySelector<HTMLTextAreaElement>(`[name="line-${index}-description"]`)?.focus();
    update();
    markEdited();
  });

  // Removing a line empties it and hides it: a blank line is dropped when the draft is saved.
  form.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('[data-remove-line]');
    if (!button) return;
    event.preventDefault();
    const card = button.closest<HTMLFieldSetElement>('fieldset[data-line]')!;
    for (const field of card.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type="radio"]), textarea'))
      field.value = '';
    card.hidden = true;
    const next = card.nextElementSibling?.closest('fieldset[data-line]:not([hidden])') ?? addButton;
    (next?.querySelector<HTMLElement>('textarea, input') ?? addButton)?.focus();
    update();
    markEdited();
  });

  update();
}

/** A copy of a line's card for line `index`: its names, ids and labels renumbered, its fields empty. */
function newLineCard(template: HTMLFieldSetElement, index: number): HTMLFieldSetElement {
  const card = template.cloneNode(true) as HTMLFieldSetElement;
  const from = template.dataset.line!;
  const renumber = (text: string) => text.replace(new RegExp(`^line-${from}-`), `line-${index}-`);
  card.hidden = false;
  card.id = `line-${index}`;
  card.dataset.line = String(index);
  for (const element of card.querySelectorAll<HTMLElement>('[name], [id], [for], [aria-describedby]')) {
    for (const attribute of ['name', 'id', 'for', 'aria-describedby']) {
      const current = element.getAttribute(attribute);
      if (current) element.setAttribute(attribute, current.split(' ').map(renumber).join(' '));
    }
  }
  for (const field of card.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && field.type === 'radio') field.checked = field.value === 'goods';
    else field.value = '';
    field.removeAttribute('aria-invalid');
  }
  for (const error of card.querySelectorAll('.field-error')) error.remove();
  card.querySelector('legend')!.textContent = `Line ${index + 1}`;
  const lineKindLegend = card.querySelector('.choices legend');
  if (lineKindLegend) lineKindLegend.textContent = `Line ${index + 1} is`;
  const remove = card.querySelector<HTMLButtonElement>('[data-remove-line]');
  if (remove) {
    remove.value = `remove-${index}`;
    remove.dataset.removeLine = String(index);
    remove.textContent = `Remove line ${index + 1}`;
  }
  card.querySelector('[data-line-amount]')?.setAttribute('data-line-amount', String(index));
  return card;
}
