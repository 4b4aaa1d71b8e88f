import family from '../../../content/catalogue/tubes';
import { FamilyCatalogue } from '../FamilyCatalogue';

export default function TubesCatalogue() {
  return <FamilyCatalogue family={family} />;
}
