import family from '../../../content/catalogue/coils';
import { FamilyCatalogue } from '../FamilyCatalogue';

export default function CoilsCatalogue() {
  return <FamilyCatalogue family={family} />;
}
