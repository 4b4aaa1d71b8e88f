// Grade and finish filters: a GET form the server answers without JavaScript, and with it,
// controlled selects that put the choice in the address at once (no reload).
import type { FormEvent, MouseEvent } from 'react';
import { catalogueLabels } from '../../content/catalogue';
import { materialFinishIds, materialGradeIds, type MaterialFinishId, type MaterialGradeId } from '../../shared/catalogue';
import { useRouter } from '../router';
import { catalogueSearch, type CatalogueFilter } from './catalogue-filter';

interface CatalogueFilterFormProps {
  /** The family page's path: the form's action, and where "Clear filters" leads. */
  action: string;
  grades: MaterialGradeId[];
  finishes: MaterialFinishId[];
  filter: CatalogueFilter;
}

export function CatalogueFilterForm({ action, grades, finishes, filter }: CatalogueFilterFormProps) {
  const { replaceSearch } = useRouter();
  const apply = (changes: Pick<CatalogueFilter, 'grade' | 'finish'>) => replaceSearch(catalogueSearch({ grade: filter.grade, finish: filter.finish, ...changes }));
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
      <p>
        <label className="field__label" htmlFor="filter-grade">{catalogueLabels.grade}</label>
        <select id="filter-grade" className="field__control field__control--select" name="grade" value={filter.grade ?? ''} onChange={(event) => apply({ grade: (event.target.value || undefined) as MaterialGradeId | undefined })}>
          <option value="">{catalogueLabels.allGrades}</option>
          {materialGradeIds
            .filter((grade) => grades.includes(grade.id))
            .map((grade) => (
              <option key={grade.id} value={grade.id}>
                {grade.label}
              </option>
            ))}
        </select>
      </p>
      <p>
        <label className="field__label" htmlFor="filter-finish">{catalogueLabels.finish}</label>
        <select id="filter-finish" className="field__control field__control--select" name="finish" value={filter.finish ?? ''} onChange={(event) => apply({ finish: (event.target.value || undefined) as MaterialFinishId | undefined })}>
          <option value="">{catalogueLabels.allFinishes}</option>
          {materialFinishIds
            .filter((finish) => finishes.includes(finish.id))
            .map((finish) => (
              <option key={finish.id} value={finish.id}>
                {finish.label}
              </option>
            ))}
        </select>
      </p>
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
