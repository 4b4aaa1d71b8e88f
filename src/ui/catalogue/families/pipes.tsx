import family from '../../../content/catalogue/pipes';
import { FamilyCatalogue } from '../FamilyCatalogue';

export default function PipesCatalogue() {
  return <FamilyCatalogue family={family} />;
}
