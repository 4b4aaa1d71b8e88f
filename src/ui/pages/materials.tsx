// Being built (issue 12): the stock catalogue's index.
import { PageMeta } from '../primitives/PageMeta';

export default function MaterialsPage() {
  return (
    <>
      <PageMeta title="Stainless steel stock materials" description="Stainless sheets, pipes, tubes, bars and fittings." page="materials" />
      <h1 id="page-heading">Stainless steel stock materials</h1>
    </>
  );
}
