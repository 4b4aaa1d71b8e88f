// The calculator's state: the input as typed (first read from the URL, so the server renders the
// same answer), which fields may say "missing", the outcome, and the URL kept in step.
import { useEffect, useRef, useState } from 'react';
import { gradeDensities } from '../../content/weight-calculator';
import {
  searchFromWeightInput,
  shapeDimensions,
  weigh,
  weightInputFromSearch,
  type WeightField,
  type WeightInput,
} from '../../shared/weight';
import { useRouter } from '../router';
import { messageFor } from './weight-wording';

/** Typing fast must not call history.replaceState on every key (Safari throttles it). */
const urlDelayMs = 300;

export function useWeightCalculation() {
  const { search, replaceSearch } = useRouter();
  const [input, setInput] = useState(() => weightInputFromSearch(search));
  // A shared URL with sizes says at once what is missing; a fresh form waits until a field is left empty.
  const [revealed, setRevealed] = useState<'all' | ReadonlySet<WeightField>>(() => (isFresh(input) ? new Set() : 'all'));
  const edited = useRef(false);

  useEffect(() => {
    if (!edited.current) return;
    const timer = setTimeout(() => replaceSearch(searchFromWeightInput(input)), urlDelayMs);
    return () => clearTimeout(timer);
  }, [input, replaceSearch]);

  const outcome = weigh(input, gradeDensities);
  const errors = new Map<WeightField, string>();
  if (!outcome.ok) {
    for (const refusal of outcome.refusals) {
      const shown = refusal.reason !== 'missing' || revealed === 'all' || revealed.has(refusal.field);
      if (shown && !errors.has(refusal.field)) errors.set(refusal.field, messageFor(input, refusal));
    }
  }

  function update(change: (current: WeightInput) => Partial<WeightInput>) {
    edited.current = true;
    setInput((current) => ({ ...current, ...change(current), showFields: false }));
  }

  return {
    input,
    outcome,
    errors,
    setField(field: WeightField, value: string) {
      if (field === 'shape') {
        setRevealed(new Set());
        update(() => ({ shape: value }));
      } else if (field === 'grade' || field === 'units' || field === 'lengthUnit' || field === 'qty') update(() => ({ [field]: value }));
      else update((current) => ({ sizes: { ...current.sizes, [field]: value } }));
    },
    /** What the visitor typed or chose before the page's code ran, taken over when it hydrates. */
    adoptTyped(typed: WeightInput) {
      if (searchFromWeightInput(typed) !== searchFromWeightInput(input)) update(() => typed);
    },
    /** A field the visitor has left: from now on it may say it is missing. */
    leaveField(field: WeightField) {
      if (revealed !== 'all' && !revealed.has(field)) setRevealed(new Set(revealed).add(field));
    },
  };
}

/** Nothing entered yet, or only the fields of a newly chosen shape shown: no "missing" messages. */
function isFresh(input: WeightInput): boolean {
  return input.showFields || shapeDimensions(input.shape).every((dimension) => !input.sizes[dimension]?.trim());
}
