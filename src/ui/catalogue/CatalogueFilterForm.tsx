// Grade and finish filters: a GET form the server answers without JavaScript, and with it,
// controlled selects that put the choice in the address at once (no reload).
import type { FormEvent, MouseEvent } from 'react';
import { catalogueLabels } from '../../content/catalogue';
import { materialFinishIds, materialGradeIds } from '../../shared/catalogue';
import { useRouter } from '../router';
import { catalogueSearch, type CatalogueFilter } from './catalogue-filter';

type FilterField = 'grade' | 'finish';

interface CatalogueFilterFormProps {
  /** The family page's path: the form's action, and where "Clear filters" leads. */
  action: string;
  /** The ids the family trades, per field. */
  offered: Record<FilterField, readonly string[]>;
  filter: CatalogueFilter;
}

const choices = {
  grade: { label: catalogueLabels.grade, all: catalogueLabels.allGrades, options: materialGradeIds },
  finish: { label: catalogueLabels.finish, all: catalogueLabels.allFinishes, options: materialFinishIds },
};

export function CatalogueFilterForm({ action, offered, filter }: CatalogueFilterFormProps) {
  const { replaceSearch } = useRouter();
  const apply = (changes: Partial<Record<FilterField, string>>) =>
    replaceSearch(catalogueSearch({ grade: filter.grade, finish: filter.finish, ...changes }));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply({});
  };
  const onClear = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    replaceSearch('');
  };
  const filtered = filter.grade !== undefined || filter.finish !== undefined || filter.ignored.length > 0;
  return (
    <form className="catalogue-filter" method="get" action={action} onSubmit={onSubmit} aria-label={catalogueLabels.filterTitle}>
      {(['grade', 'finish'] as const).map((field) => (
        <p key={field}>
          <label className="field__label" htmlFor={`filter-${field}`}>
            {choices[field].label}
          </label>
          <select
            id={`filter-${field}`}
            className="field__control field__control--select"
            name={field}
            value={filter[field] ?? ''}
            onChange={(event) => apply({ [field]: event.target.value || undefined })}
          >
            <option value="">{choices[field].all}</option>
            {choices[field].options
              .filter((option) => offered[field].includes(option.id))
              .map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
          </select>
        </p>
      ))}
      <p className="catalogue-filter__actions">
        <button type="submit" className="button button--secondary">
          {catalogueLabels.show}
        </button>
        {filtered && (
          <a className="catalogue-filter__clear" href={action} onClick={onClear}>
            {catalogueLabels.clear}
          </a>
        )}
      </p>
    </form>
  );
}
