// The catalogue's families and their pages' paths: the part of src/shared/catalogue.ts the routes need.
export const materialFamilies = [
  { id: 'sheets-plates', label: 'Sheets and plates' },
  { id: 'coils', label: 'Coils' },
  { id: 'pipes', label: 'Welded and seamless pipe' },
  { id: 'tubes', label: 'Tubes' },
  { id: 'bars', label: 'Bars' },
  { id: 'angles-channels', label: 'Angles and channels' },
  { id: 'fittings-flanges', label: 'Fittings and flanges' },
  { id: 'perforated-expanded', label: 'Perforated and expanded sheet' },
] as const;

export type MaterialFamilyId = (typeof materialFamilies)[number]['id'];

export const materialsPath = '/materials';

export function materialFamilyPath(id: MaterialFamilyId): string {
  return `${materialsPath}/${id}`;
}

export function materialFamilyForSlug(slug: string): (typeof materialFamilies)[number] | undefined {
  return materialFamilies.find((family) => family.id === slug);
}
