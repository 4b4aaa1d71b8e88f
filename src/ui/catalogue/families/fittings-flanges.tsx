import family from '../../../content/catalogue/fittings-flanges';
import { FamilyCatalogue } from '../FamilyCatalogue';

export default function FittingsFlangesCatalogue() {
  return <FamilyCatalogue family={family} />;
}
