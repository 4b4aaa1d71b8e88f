import family from '../../../content/catalogue/perforated-expanded';
import { FamilyCatalogue } from '../FamilyCatalogue';

export default function PerforatedExpandedCatalogue() {
  return <FamilyCatalogue family={family} />;
}
