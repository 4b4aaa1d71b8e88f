import family from '../../../content/catalogue/coils';
import weights from '../../../content/catalogue/weights/coils.json';
import { FamilyCatalogue } from '../FamilyCatalogue';

export default function CoilsCatalogue() {
  return <FamilyCatalogue family={family} weights={weights} />;
}
