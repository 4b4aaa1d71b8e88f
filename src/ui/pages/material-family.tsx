// Being built (issue 12): one catalogue family, its path naming the family.
import { materialFamilyForSlug } from '../../shared/catalogue';
import { PageMeta } from '../primitives/PageMeta';
import { useRouter } from '../router';

export default function MaterialFamilyPage() {
  const { path } = useRouter();
  const family = materialFamilyForSlug(path.split('/').pop() ?? '')!;
  return (
    <>
      <PageMeta title={family.label} description={`Stainless ${family.label.toLowerCase()}.`} path={path} />
      <h1 id="page-heading">{family.label}</h1>
    </>
  );
}
