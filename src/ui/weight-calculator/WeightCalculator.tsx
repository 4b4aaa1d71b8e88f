// The calculator: a GET form that works without JavaScript (the server weighs the URL) and
// answers as the visitor types once the page is interactive.
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { gradeDensities, sheetGauges, weightCalculator as copy } from '../../content/weight-calculator';
import { materialGradeIds } from '../../shared/catalogue';
import { pagePath } from '../../shared/routes';
import {
  isWeightShape,
  shapeDimensions,
  sizeUnits,
  weightInputFromSearch,
  weightShapeIds,
  type WeightField,
  type WeightResult,
} from '../../shared/weight';
import { useToast } from '../hooks/toast';
import { useWeightCalculation } from './use-weight-calculation';
import {
  fieldLabel,
  formatKg,
  formatSize,
  quoteLineFor,
  quoteLinkFor,
  rateText,
  saleUnitWords,
  sizeUnitOf,
  unitLabel,
} from './weight-wording';

const fieldId = (field: WeightField) => `calc-${field}`;
const errorId = (field: WeightField) => `calc-${field}-error`;
const gaugeListId = 'calc-gauges';
const gaugeHintId = 'calc-gauges-hint';

export function WeightCalculator() {
  const { input, outcome, errors, setField, leaveField, adoptTyped } = useWeightCalculation();
  const [interactive, setInteractive] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Once, on hydration: afterwards every change goes through the controlled inputs.
  const adoptTypedBeforeHydration = useEffectEvent(() =>
    adoptTyped(weightInputFromSearch(`?${new URLSearchParams(new FormData(formRef.current!) as unknown as Record<string, string>)}`)),
  );
  useEffect(() => {
    setInteractive(true);
    adoptTypedBeforeHydration();
  }, []);
  const shape = isWeightShape(input.shape) ? input.shape : 'sheet';
  const dimensions = shapeDimensions(shape);

  const control = (field: WeightField, hintId?: string) => ({
    id: fieldId(field),
    name: field,
    'aria-invalid': errors.has(field) || undefined,
    'aria-describedby': [errors.has(field) && errorId(field), hintId].filter(Boolean).join(' ') || undefined,
    onChange: (event: { currentTarget: { value: string } }) => setField(field, event.currentTarget.value),
    onBlur: () => leaveField(field),
  });

  const field = (name: WeightField, children: ReactNode, label = fieldLabel(input, name)) => (
    <div className="field" key={name}>
      <label className="field__label" htmlFor={fieldId(name)}>
        {label}
      </label>
      {children}
      {errors.has(name) && (
        <p className="field__error" id={errorId(name)}>
          {errors.get(name)}
        </p>
      )}
    </div>
  );

  const select = (name: 'shape' | 'grade' | 'units' | 'lengthUnit', options: [string, string][]) => (
    <select {...control(name)} className="field__control field__control--select" value={input[name]}>
      {options.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </select>
  );

  const sizeField = (name: WeightField, value: string) => {
    const gauges = shape === 'sheet' && name === 'thickness';
    return field(
      name,
      <>
        <input
          {...control(name, gauges ? gaugeHintId : undefined)}
          className="field__control"
          type="text"
          inputMode={name === 'qty' ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={value}
          list={gauges ? gaugeListId : undefined}
        />
        {gauges && (
          <p className="field__hint" id={gaugeHintId}>
            {sheetGauges.note}
          </p>
        )}
      </>,
      `${fieldLabel(input, name)} (${unitLabel(input, name)})`,
    );
  };

  return (
    <div className="calc">
      <form
        ref={formRef}
        method="get"
        action={pagePath('weight-calculator')}
        className="calc__form"
        onSubmit={(event) => event.preventDefault()}
        noValidate
      >
        <h2 id="calc-heading">{copy.formHeading}</h2>
        <div className="form-grid">
          {field(
            'shape',
            <div className="calc__shape">
              {select(
                'shape',
                weightShapeIds.map((id) => [id, copy.shapes[id].label]),
              )}
              {!interactive && (
                <button type="submit" name="show" value="fields" className="button button--secondary">
                  {copy.showFields}
                </button>
              )}
            </div>,
          )}
          {field(
            'grade',
            select(
              'grade',
              materialGradeIds.map((grade) => [grade.id, `${grade.label} (${gradeDensities[grade.id]} g/cm³)`]),
            ),
          )}
          {field('units', select('units', Object.entries(copy.sizeUnitLabels)))}
          {field('lengthUnit', select('lengthUnit', Object.entries(copy.lengthUnitLabels)))}
          {dimensions.map((dimension) => sizeField(dimension, input.sizes[dimension] ?? ''))}
          {sizeField('qty', input.qty)}
        </div>
        {shape === 'sheet' && <GaugeList inches={sizeUnitOf(input) === 'in'} />}
        {!interactive && (
          <p className="calc__submit">
            <button type="submit" className="button button--primary">
              {copy.calculate}
            </button>
          </p>
        )}
      </form>
      <section className="calc__result" aria-labelledby="calc-result-heading">
        <h2 id="calc-result-heading">{copy.resultHeading}</h2>
        <output
          htmlFor={[...dimensions, 'qty', 'grade'].map((name) => fieldId(name as WeightField)).join(' ')}
          aria-live="polite"
          className="calc__output"
        >
          {outcome.ok ? <Figures result={outcome.result} /> : <p>{errors.size > 0 ? copy.refused : copy.empty}</p>}
        </output>
        {outcome.ok && <ResultDetails result={outcome.result} interactive={interactive} />}
        <p className="calc__note">{copy.tolerance}</p>
      </section>
    </div>
  );
}

function Figures({ result }: { result: WeightResult }) {
  const units = saleUnitWords(result);
  return (
    <>
      <p className="calc__figure">
        <strong>{`${formatKg(result.kgPerPiece)} kg`}</strong> {copy.perPiece(units.one)}
      </p>
      <p className="calc__figure">
        <strong>{`${formatKg(result.kgTotal)} kg`}</strong> {copy.total(result.quantity, units.many)}
      </p>
    </>
  );
}

function ResultDetails({ result, interactive }: { result: WeightResult; interactive: boolean }) {
  const { toast } = useToast();
  const line = quoteLineFor(result);
  // The list's code loads on the first add: most visitors only read the weight.
  const addLine = async () => {
    const { addToQuoteList } = await import('../quote-list/quote-list-store');
    if (addToQuoteList(line)) toast({ title: copy.added.title, description: copy.added.description(line.item), variant: 'success' });
    else toast({ ...copy.listFull, variant: 'warning' });
  };
  return (
    <>
      <p>{`${rateText(result)}. ${copy.densityUsed(result.grade, result.density)}`}</p>
      <p>{copy.formulaLead + copy.shapes[result.shape].formula}</p>
      <p className="calc__item">{line.item}</p>
      {interactive ? (
        <button type="button" className="button button--primary" onClick={addLine}>
          {copy.addToQuoteList}
        </button>
      ) : (
        <a className="button button--primary" href={quoteLinkFor(line)}>
          {copy.requestQuote}
        </a>
      )}
    </>
  );
}

/** Gauge numbers offered as suggestions for a sheet's thickness, in the unit the sizes are typed in. */
function GaugeList({ inches }: { inches: boolean }) {
  return (
    <datalist id={gaugeListId}>
      {sheetGauges.inches.map(({ gauge, inches: value }) => (
        <option key={gauge} value={formatSize(inches ? value : value * sizeUnits.in)} label={`${gauge} ga`} />
      ))}
    </datalist>
  );
}
