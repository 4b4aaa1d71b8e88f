import family from '../../../content/catalogue/sheets-plates';
import weights from '../../../content/catalogue/weights/sheets-plates.json';
import { FamilyCatalogue } from '../FamilyCatalogue';

export default function SheetsPlatesCatalogue() {
  return <FamilyCatalogue family={family} weights={weights} />;
}
