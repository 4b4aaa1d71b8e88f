// One family's catalogue: breadcrumbs, filters, size tables and its structured data. Each family
// module in ./families/ binds it to that family's content, as its own chunk.
import { catalogueLabels, type CatalogueFamily, type SizeTable as SizeTableContent } from '../../content/catalogue';
import { materialFamilyPath } from '../../shared/catalogue';
import { Breadcrumbs } from '../primitives/Breadcrumbs';
import { PageMeta } from '../primitives/PageMeta';
import { JsonLdScript } from '../primitives/JsonLdScript';
import { Link, useRouter } from '../router';
import { PageHeader } from '../sections/PageHeader';
import { Island } from '../primitives/Island';
import { Static } from '../primitives/Static';
import { useSite } from '../site-context';
import { CatalogueFilterForm } from './CatalogueFilterForm';
import { familyFinishes, familyGrades, readCatalogueFilter, tablesMatching, type CatalogueFilter } from './catalogue-filter';
import { SizeTable } from './SizeTable';
import type { TableWeights } from '../../content/catalogue/weights';
import { tableStock } from './StockAvailability';

/** `weights`: the family's tables' weights by table id, worked out at build time (content/catalogue/weights.ts). */
export function FamilyCatalogue({ family, weights }: { family: CatalogueFamily; weights: Record<string, TableWeights> }) {
  const { search } = useRouter();
  const { availability } = useSite();
  const published = Object.hasOwn(availability, family.id) ? availability[family.id]! : {};
  const stock = (table: SizeTableContent) => tableStock(table, Object.hasOwn(published, table.id) ? published[table.id] : undefined);
  const familyPath = materialFamilyPath(family.id);
  const filter = readCatalogueFilter(search, family);
  const tables = tablesMatching(family, filter);
  // Once the owner has set any of the family's stock, the page is theirs: no sample note.
  const ownerSet = family.tables.some((table) => Object.keys(published[table.id] ?? {}).length > 0);
  const sample = !ownerSet && family.tables.some((table) => table.availability.sample || table.sampleSizes);
  return (
    <>
      <PageMeta title={family.meta.title} description={family.meta.description} path={familyPath} />
      <Static>
        <ProductListJsonLd family={family} path={familyPath} />
        <PageHeader content={family.header} above={<Breadcrumbs path={familyPath} />} />
      </Static>
      {/* Section's and SampleNote's markup written out: their chunks would take this page past its 75 KB first load. */}
      <section className="section" aria-labelledby="sizes-heading">
        <div className="container">
          <h2 id="sizes-heading">{catalogueLabels.sizesTitle}</h2>
          <CatalogueFilterForm
            action={familyPath}
            offered={{ grade: familyGrades(family), finish: familyFinishes(family) }}
            filter={filter}
          />
          <FilterNotes filter={filter} shown={tables.length} total={family.tables.length} />
          {sample && (
            <p className="sample-note" role="note">
              {catalogueLabels.sampleNote}
            </p>
          )}
          {/* Each table hydrates as it nears the screen: until then its "+ Add" links open the form. */}
          {tables.map((table) => (
            <Island key={table.id} id={table.id}>
              <SizeTable
                family={family.id}
                table={table}
                weights={Object.hasOwn(weights, table.id) ? weights[table.id] : undefined}
                stock={stock(table)}
                grade={filter.grade}
                finish={filter.finish}
              />
            </Island>
          ))}
          <p className="section__more">
            <Link href={catalogueLabels.millCertificateLink.href} className="text-link">
              {catalogueLabels.millCertificateLink.label}
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}

/** What the filter did, announced as it changes: values ignored, tables shown, or none. */
function FilterNotes({ filter, shown, total }: { filter: CatalogueFilter; shown: number; total: number }) {
  return (
    <div className="catalogue__status" role="status">
      {filter.ignored.map(({ what, value }) => (
        <p key={what}>{catalogueLabels.unknownValue(what, value)}</p>
      ))}
      {shown === 0 ? <p>{catalogueLabels.noMatch}</p> : shown < total && <p>{catalogueLabels.showing(shown, total)}</p>}
    </div>
  );
}

/** The family's tables as schema.org Products in an ItemList: what is sold, never a price. */
function ProductListJsonLd({ family, path }: { family: CatalogueFamily; path: string }) {
  const { origin } = useSite();
  const url = new URL(path, origin).href;
  return (
    <JsonLdScript
      data={{
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: family.header.title,
        url,
        itemListElement: family.tables.map((table, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          item: {
            '@type': 'Product',
            name: `${table.title}, stainless steel`,
            description: table.note ?? family.header.lead,
            url: `${url}#${table.id}`,
            category: family.header.title,
            material: table.grades.map((grade) => `Stainless steel ${grade}`),
          },
        })),
      }}
    />
  );
}
