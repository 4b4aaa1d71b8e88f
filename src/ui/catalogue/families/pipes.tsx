import family from '../../../content/catalogue/pipes';
import weights from '../../../content/catalogue/weights/pipes.json';
import { FamilyCatalogue } from '../FamilyCatalogue';

export default function PipesCatalogue() {
  return <FamilyCatalogue family={family} weights={weights} />;
}
