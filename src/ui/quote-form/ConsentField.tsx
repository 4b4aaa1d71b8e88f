// The privacy consent tick: required, never saved in the draft, its label linking to the policy.
import type { QuoteFormContent } from '../../content/quote-form';
import { privacyPath } from '../../shared/routes';
import { Link } from '../router';
import { describedBy, FieldError, fieldId, RequiredMark } from './fields';

interface ConsentFieldProps {
  content: QuoteFormContent['consent'];
  checked: boolean;
  error: string | undefined;
  onChange(checked: boolean): void;
}

export function ConsentField({ content, checked, error, onChange }: ConsentFieldProps) {
  return (
    <div className="field consent">
      <div className="consent__row">
        <input
          type="checkbox"
          id={fieldId('privacyConsent')}
          name="privacyConsent"
          className="consent__box"
          checked={checked}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy('privacyConsent', undefined, error)}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={fieldId('privacyConsent')} className="consent__label">
          {content.before}
          <Link href={privacyPath}>{content.linkText}</Link>
          {content.after}
          <RequiredMark />
        </label>
      </div>
      <FieldError field="privacyConsent" error={error} />
    </div>
  );
}
