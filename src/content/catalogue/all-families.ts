// Every family's content at once, for the worker (the dashboard's stock form and its checks);
// pages load one family each, as its own chunk.
import { materialFamilies, type MaterialFamilyId } from '../../shared/catalogue';
import anglesChannels from './angles-channels';
import bars from './bars';
import coils from './coils';
import fittingsFlanges from './fittings-flanges';
import perforatedExpanded from './perforated-expanded';
import pipes from './pipes';
import sheetsPlates from './sheets-plates';
import tubes from './tubes';
import type { CatalogueFamily } from './types';

const byId: Record<MaterialFamilyId, CatalogueFamily> = {
  'sheets-plates': sheetsPlates,
  coils,
  pipes,
  tubes,
  bars,
  'angles-channels': anglesChannels,
  'fittings-flanges': fittingsFlanges,
  'perforated-expanded': perforatedExpanded,
};

/** The families in the catalogue's order. */
export const catalogueFamilies: CatalogueFamily[] = materialFamilies.map((family) => byId[family.id]);
