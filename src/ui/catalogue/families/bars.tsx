import family from '../../../content/catalogue/bars';
import weights from '../../../content/catalogue/weights/bars.json';
import { FamilyCatalogue } from '../FamilyCatalogue';

export default function BarsCatalogue() {
  return <FamilyCatalogue family={family} weights={weights} />;
}
