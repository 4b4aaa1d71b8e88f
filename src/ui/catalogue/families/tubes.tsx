import family from '../../../content/catalogue/tubes';
import weights from '../../../content/catalogue/weights/tubes.json';
import { FamilyCatalogue } from '../FamilyCatalogue';

export default function TubesCatalogue() {
  return <FamilyCatalogue family={family} weights={weights} />;
}
