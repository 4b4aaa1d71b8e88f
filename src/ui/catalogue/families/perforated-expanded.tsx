import family from '../../../content/catalogue/perforated-expanded';
import weights from '../../../content/catalogue/weights/perforated-expanded.json';
import { FamilyCatalogue } from '../FamilyCatalogue';

export default function PerforatedExpandedCatalogue() {
  return <FamilyCatalogue family={family} weights={weights} />;
}
