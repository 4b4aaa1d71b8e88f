import family from '../../../content/catalogue/angles-channels';
import weights from '../../../content/catalogue/weights/angles-channels.json';
import { FamilyCatalogue } from '../FamilyCatalogue';

export default function AnglesChannelsCatalogue() {
  return <FamilyCatalogue family={family} weights={weights} />;
}
