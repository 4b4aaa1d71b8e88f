// The job page's mill certificates: the heats named on each line (the customer's order page lists
// their certificates, the delivery receipt prints the heat numbers), and the owner's form to name
// one more by its heat number. The certificates of the stock on the shelf are offered first.
import { Field } from '../Field';
import { adminPaths } from '../../../shared/admin-paths';

interface JobCertificateLineView {
  id: number;
  position: number;
  description: string;
  heats: { heat: string; certificateId: number; about: string; url: string; removeFields: Record<string, string> }[];
}

export interface JobCertificatesPanelView {
  base: string;
  owner: boolean;
  lines: JobCertificateLineView[];
  /** Heats of the stock certificates, for the heat field's suggestions. */
  stockHeats: { heat: string; about: string }[];
  values: Record<string, string>;
  errors: Record<string, string>;
  /** The heat number is on several certificates: the owner picks one. */
  choices: { certificateId: number; about: string }[];
  message?: { text: string; tone: 'done' | 'warning' };
}

export function JobCertificatesPanel({ view }: { view: JobCertificatesPanelView }) {
  return (
    <section className="panel" aria-labelledby="certificates-heading" id="certificates">
      <h2 id="certificates-heading">Mill certificates</h2>
      {view.message && (
        <p className={`notice notice--${view.message.tone}`} role={view.message.tone === 'done' ? 'status' : 'alert'}>
          {view.message.text}
        </p>
      )}
      <ul className="certificate-lines">
        {view.lines.map((line) => (
          <li key={line.id}>
            <p>{`${line.position}. ${line.description}`}</p>
            {line.heats.length === 0 ? (
              <p className="muted">No heat number yet.</p>
            ) : (
              <ul className="heat-list">
                {line.heats.map((heat) => (
                  <li key={`${heat.certificateId}-${heat.heat}`}>
                    <a href={heat.url}>{`Heat ${heat.heat}`}</a> <span className="muted">{heat.about}</span>
                    {view.owner && (
                      <form method="post" action={`${view.base}/remove`} className="inline-form">
                        {Object.entries(heat.removeFields).map(([name, value]) => (
                          <input key={name} type="hidden" name={name} value={value} />
                        ))}
                        <button type="submit">{`Take heat ${heat.heat} off`}</button>
                      </form>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      {view.owner && (
        <form method="post" action={view.base} className="facts-form">
          <h3>Name a heat on a line</h3>
          <p className="muted">
            Upload certificates in the <a href={adminPaths.certificates}>certificate library</a>; here, name the heat the line’s material
            came from.
          </p>
          <Field
            view={view}
            name="line"
            label="Line"
            options={view.lines.map((line) => ({ id: String(line.id), label: `${line.position}. ${line.description.slice(0, 80)}` }))}
          />
          <Field
            view={view}
            name="heat"
            label="Heat number"
            required
            maxLength={30}
            autoComplete="off"
            autoCapitalize="characters"
            list="stock-heats"
          >
            {view.stockHeats.length > 0 && (
              <datalist id="stock-heats">
                {view.stockHeats.map((heat) => (
                  <option key={heat.heat} value={heat.heat}>
                    {heat.about}
                  </option>
                ))}
              </datalist>
            )}
          </Field>
          {view.choices.length > 0 && (
            <fieldset className="radio-list">
              <legend>This heat number is on more than one certificate: which one?</legend>
              {view.choices.map((choice, index) => (
                <label key={choice.certificateId}>
                  <input type="radio" name="certificate" value={String(choice.certificateId)} defaultChecked={index === 0} />
                  {choice.about}
                </label>
              ))}
            </fieldset>
          )}
          <button type="submit" className="primary">
            Name the heat on the line
          </button>
        </form>
      )}
    </section>
  );
}
