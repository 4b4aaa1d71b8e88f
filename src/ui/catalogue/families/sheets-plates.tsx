import family from '../../../content/catalogue/sheets-plates';
import { FamilyCatalogue } from '../FamilyCatalogue';

export default function SheetsPlatesCatalogue() {
  return <FamilyCatalogue family={family} />;
}
