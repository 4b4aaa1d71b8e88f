import family from '../../../content/catalogue/fittings-flanges';
import weights from '../../../content/catalogue/weights/fittings-flanges.json';
import { FamilyCatalogue } from '../FamilyCatalogue';

export default function FittingsFlangesCatalogue() {
  return <FamilyCatalogue family={family} weights={weights} />;
}
