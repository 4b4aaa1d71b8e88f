// A size row's quote control: without JavaScript a link to the quote form with the item filled
// in; once the page's code runs, a button adding the item to the quote list. Both have the same
// size, so swapping them never moves the page.
import { catalogueLabels } from '../../content/catalogue';
import type { MaterialFamilyId, MaterialFinishId, MaterialGradeId, SaleUnitId } from '../../shared/catalogue';
import { quotePath } from '../../shared/routes';
import { useHydrated } from '../hooks/hydrated';
import { useToast } from '../hooks/toast';
import { addToQuoteList } from '../quote-list/quote-list-store';

interface RowQuoteActionProps {
  family: MaterialFamilyId;
  item: string;
  grade: MaterialGradeId;
  finish?: MaterialFinishId;
  unit: SaleUnitId;
}

export function quoteFormHref({ family, item, grade, finish, unit }: RowQuoteActionProps): string {
  const params = new URLSearchParams({ family, item, grade });
  if (finish) params.set('finish', finish);
  params.set('unit', unit);
  return `${quotePath}?${params.toString()}#quote`;
}

export function RowQuoteAction(props: RowQuoteActionProps) {
  const hydrated = useHydrated();
  const { toast } = useToast();
  const { item, grade } = props;
  if (!hydrated) {
    return (
      <a className="row-quote" href={quoteFormHref(props)}>
        {catalogueLabels.requestQuote}
        <span className="visually-hidden">{`: ${item}, ${grade}`}</span>
      </a>
    );
  }
  const add = () => {
    const added = addToQuoteList({ ...props, quantity: 1 });
    toast(
      added
        ? { title: catalogueLabels.added, description: `${item}, ${grade}`, variant: 'success' }
        : { title: catalogueLabels.listFull, description: catalogueLabels.listFullText, variant: 'warning' },
    );
  };
  return (
    <button type="button" className="row-quote" onClick={add}>
      {catalogueLabels.addToList}
      <span className="visually-hidden">{`: ${item}, ${grade}`}</span>
    </button>
  );
}
