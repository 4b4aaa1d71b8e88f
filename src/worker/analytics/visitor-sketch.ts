// Distinct visitors over any range of days without keeping a year of visitor ids: each day's
// hashed visitor ids become a HyperLogLog sketch (1,024 one-byte registers, about 3% standard
// error, exact-ish below a few hundred by linear counting), and a range's visitors are the
// estimate of the days' merged sketches. Written here because the algorithm is 30 lines and a
// library for it would bring more than it saves.

/** 2^10 registers: 1 KB per day, 365 KB for a year of rollups. */
const indexBits = 10;
const sketchBytes = 1 << indexBits;

export function emptySketch(): Uint8Array {
  return new Uint8Array(sketchBytes);
}

/**
 * Adds one visitor hash (collect.ts hashedId: 16 hex digits of SHA-256, uniformly random): the
 * first 10 bits pick the register, the position of the first 1 bit in the next 54 is its rank.
 */
export function addVisitor(sketch: Uint8Array, visitorHash: string): void {
  if (!/^[0-9a-f]{16}$/.test(visitorHash)) return;
  const bits = BigInt(`0x${visitorHash}`);
  const index = Number(bits >> BigInt(64 - indexBits));
  const rest = bits & ((1n << BigInt(64 - indexBits)) - 1n);
  const restBits = 64 - indexBits;
  const rank = rest === 0n ? restBits + 1 : restBits - rest.toString(2).length + 1;
  if (rank > sketch[index]) sketch[index] = rank;
}

/** The union of several days' visitors. */
export function mergeSketches(sketches: Iterable<Uint8Array>): Uint8Array {
  const merged = emptySketch();
  for (const sketch of sketches) {
    if (sketch.length !== sketchBytes) continue;
    for (let i = 0; i < sketchBytes; i++) if (sketch[i] > merged[i]) merged[i] = sketch[i];
  }
  return merged;
}

/** Flajolet et al.'s estimate, with linear counting while registers are still empty. */
export function estimateVisitors(sketch: Uint8Array): number {
  const m = sketchBytes;
  let zeros = 0;
  let sum = 0;
  for (const register of sketch) {
    if (register === 0) zeros++;
    sum += 2 ** -register;
  }
  const alpha = 0.7213 / (1 + 1.079 / m);
  const raw = (alpha * m * m) / sum;
  if (raw <= 2.5 * m && zeros > 0) return Math.round(m * Math.log(m / zeros));
  return Math.round(raw);
}
