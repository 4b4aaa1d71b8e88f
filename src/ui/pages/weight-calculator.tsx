// Being built (issue 12): the stainless weight calculator.
import { PageMeta } from '../primitives/PageMeta';

export default function WeightCalculatorPage() {
  return (
    <>
      <PageMeta title="Stainless steel weight calculator" description="Weight of stainless sheets, pipes, tubes and bars." page="weight-calculator" />
      <h1 id="page-heading">Stainless steel weight calculator</h1>
    </>
  );
}
