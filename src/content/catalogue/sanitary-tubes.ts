// Sanitary tube sizes, shared by the tubes and the tri-clamp ferrules (a standard: no sample mark).
/** ASTM A270 sanitary tube: OD in inches, 1.65 mm (0.065 in) wall, 2.11 mm (0.083 in) at 4 in. */
export const sanitaryTubes = [
  { size: '1', od: '25.4', wall: '1.65', ferrule: '50.5' },
  { size: '1 1/2', od: '38.1', wall: '1.65', ferrule: '50.5' },
  { size: '2', od: '50.8', wall: '1.65', ferrule: '64.0' },
  { size: '2 1/2', od: '63.5', wall: '1.65', ferrule: '77.5' },
  { size: '3', od: '76.2', wall: '1.65', ferrule: '91.0' },
  { size: '4', od: '101.6', wall: '2.11', ferrule: '119.0' },
];
