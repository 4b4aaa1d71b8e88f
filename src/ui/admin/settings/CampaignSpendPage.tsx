// /admin/campaign-spend: the owner enters what a campaign cost in a month (entering it again
// replaces it) and removes a month's entry; the overview's Campaigns panel reads it.
import type { SpendField } from '../../../shared/campaign-spend';
import { formatPesos } from '../../../shared/quotation-money';
import { monthInWords } from '../../../shared/business-time';
import { AdminDocument } from '../AdminDocument';
import { Field, Suggestions } from '../Field';
import { adminPaths } from '../../../shared/admin-paths';

interface SpendListItem {
  month: string;
  campaign: string;
  spendCentavos: number;
  /** "Entered by ana@example.com, 23 Nov 2026, 8:05 PM". */
  changed: string;
}

export interface CampaignSpendView {
  entries: SpendListItem[];
  /** Campaign names of recent leads, suggested as the name is typed. */
  suggestions: string[];
  /** The form as posted when it was refused. */
  values: Partial<Record<SpendField, string>>;
  errors: Partial<Record<SpendField, string>>;
  /** What the last change did, e.g. "Saved ₱5,000.00 for facebook-promo in November 2026." */
  message?: string;
}

const fieldLabels: Record<SpendField, { label: string; hint: string }> = {
  month: { label: 'Month', hint: 'The calendar month the money was spent in.' },
  campaign: { label: 'Campaign', hint: "The campaign's name as in its links (utm_campaign), e.g. facebook-promo." },
  amount: { label: 'Amount spent (₱)', hint: 'The whole month, VAT included, e.g. 5,000.' },
};

/** A field of the spend form, its label and hint from fieldLabels; ids start spend- (the page has other forms). */
function SpendInput({
  name,
  view,
  ...input
}: {
  name: SpendField;
  view: CampaignSpendView;
  type: string;
  list?: string;
  inputMode?: 'decimal';
}) {
  return (
    <Field name={name} id={`spend-${name}`} view={view} label={fieldLabels[name].label} hint={fieldLabels[name].hint} required {...input} />
  );
}

export function CampaignSpendPage({ view }: { view: CampaignSpendView }) {
  const refused = Object.keys(view.errors).length > 0;
  return (
    <AdminDocument title="Campaign spend" current="campaign-spend">
      <div className="page-head">
        <h1>Campaign spend</h1>
        <p>
          <a href={`${adminPaths.overview}#campaigns`}>Back to the overview</a>
        </p>
      </div>
      {view.message && (
        <p className="notice" role="status">
          {view.message}
        </p>
      )}
      <section className="panel" aria-labelledby="spend-form-title">
        <h2 id="spend-form-title">Enter a month's spend</h2>
        <p className="muted">
          The overview shows each campaign's cost per lead and the pesos won per peso spent. Entering a month again for the same campaign
          replaces its amount.
        </p>
        {refused && (
          <p className="notice notice--warning" role="alert">
            Not saved: correct the fields marked below.
          </p>
        )}
        <form method="post" action={adminPaths.campaignSpend} className="spend-form">
          <SpendInput name="month" type="month" view={view} />
          <SpendInput name="campaign" type="text" list="spend-campaigns" view={view} />
          <Suggestions id="spend-campaigns" values={view.suggestions} />
          <SpendInput name="amount" type="text" inputMode="decimal" view={view} />
          <p>
            <button type="submit" className="primary">
              Save the spend
            </button>
          </p>
        </form>
      </section>
      <section className="panel" id="spend-list" aria-labelledby="spend-list-title">
        <h2 id="spend-list-title">Entered</h2>
        {view.entries.length === 0 ? (
          <p className="muted">No spend entered yet.</p>
        ) : (
          <ul className="revenue-list">
            {view.entries.map((entry) => (
              <li key={`${entry.month} ${entry.campaign}`} className="revenue-card spend-entry">
                <div>
                  <h3>{`${entry.campaign}, ${monthInWords(entry.month)}: ${formatPesos(entry.spendCentavos)}`}</h3>
                  <p className="muted">{entry.changed}</p>
                </div>
                <form method="post" action={adminPaths.campaignSpendRemove}>
                  <input type="hidden" name="month" value={entry.month} />
                  <input type="hidden" name="campaign" value={entry.campaign} />
                  <button type="submit" aria-label={`Remove ${entry.campaign}, ${monthInWords(entry.month)}`}>
                    Remove
                  </button>
                </form>
              </li>
            ))}
          </ul>
        )}
      </section>
    </AdminDocument>
  );
}
