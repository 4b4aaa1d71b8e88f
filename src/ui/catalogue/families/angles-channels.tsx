import family from '../../../content/catalogue/angles-channels';
import { FamilyCatalogue } from '../FamilyCatalogue';

export default function AnglesChannelsCatalogue() {
  return <FamilyCatalogue family={family} />;
}
