import family from '../../../content/catalogue/bars';
import { FamilyCatalogue } from '../FamilyCatalogue';

export default function BarsCatalogue() {
  return <FamilyCatalogue family={family} />;
}
