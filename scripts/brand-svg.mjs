// SVG sources of the link-preview (share) image and the full-bleed app icon, rasterised by
// scripts/build-images.mjs. The small mark is public/favicon.svg; the tank is public/images/hero-tank.svg.

const navy = '#10263f';
const textFont = "'Liberation Sans', Arial, Helvetica, 'DejaVu Sans', sans-serif";

/** The bent steel plate of the favicon, drawn in a 40-unit square. */
const plateMark = `
  <path d="M9 29V13l7-4h15v16l-7 4z" fill="url(#plate-steel)"/>
  <path d="M16 9v16h15M16 25l-7 4" fill="none" stroke="${navy}" stroke-width="1.6"/>`;

const plateGradient = `
  <linearGradient id="plate-steel" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#e9eef3"/><stop offset=".5" stop-color="#9aa8b6"/><stop offset="1" stop-color="#d7dee5"/>
  </linearGradient>`;

export function escapeXml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Splits text into lines no wider than maxWidth, estimating each character at `em` of the font
 * size (Arial-like faces average about 0.56 em bold, 0.5 em regular for mixed-case English).
 */
export function wrapText(text, fontSize, maxWidth, em) {
  const maxChars = Math.floor(maxWidth / (fontSize * em));
  const lines = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return { lines, fits: lines.every((line) => line.length <= maxChars) };
}

/** The biggest type size at which the business name fits the text column in at most three lines. */
function fitName(name, maxWidth) {
  for (const fontSize of [72, 64, 58, 52, 46, 40]) {
    const wrapped = wrapText(name, fontSize, maxWidth, 0.58);
    if (wrapped.fits && wrapped.lines.length <= 3) return { fontSize, lines: wrapped.lines };
  }
  return { fontSize: 36, lines: wrapText(name, 36, maxWidth, 0.58).lines };
}

/**
 * 1200x630: the business name and tagline on navy, a brushed-steel band listing the services.
 * The tank illustration is composited on the right by the build (it is its own SVG file).
 */
export function shareImageSvg({ name, tagline, services, width = 1200, height = 630 }) {
  const left = 72;
  const columnWidth = 560;
  const bandTop = height - 76;
  const title = fitName(name, columnWidth);
  const titleLineHeight = Math.round(title.fontSize * 1.1);
  let y = 150 + title.fontSize;
  const nameLines = title.lines.map((line, index) => {
    const text = `<text x="${left}" y="${y + index * titleLineHeight}">${escapeXml(line)}</text>`;
    return text;
  });
  y += (title.lines.length - 1) * titleLineHeight + 34;
  const ruleY = y;
  const taglineSize = 30;
  // Each clause on its own line when the tagline needs more than one.
  const clauses = wrapText(tagline, taglineSize, columnWidth, 0.5).lines.length > 1 ? tagline.split(/(?<=,)\s+/) : [tagline];
  const taglineLines = clauses
    .flatMap((clause) => wrapText(clause, taglineSize, columnWidth, 0.5).lines)
    .map((line, index) => `<text x="${left}" y="${ruleY + 58 + index * 40}">${escapeXml(line)}</text>`);
  const serviceLine = services.map(escapeXml).join('  \u00b7  ');

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#0b1c30"/><stop offset=".55" stop-color="${navy}"/><stop offset="1" stop-color="#1a3a5c"/>
  </linearGradient>
  <radialGradient id="glow" cx=".5" cy=".5" r=".5">
    <stop offset="0" stop-color="#24507d" stop-opacity=".9"/><stop offset="1" stop-color="#24507d" stop-opacity="0"/>
  </radialGradient>
  <linearGradient id="band" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#8d99a6"/><stop offset=".22" stop-color="#eef2f5"/><stop offset=".5" stop-color="#c6ced7"/>
    <stop offset=".78" stop-color="#eef2f5"/><stop offset="1" stop-color="#7d8996"/>
  </linearGradient>
  <linearGradient id="rule" x1="0" x2="1"><stop offset="0" stop-color="#3f78b5"/><stop offset="1" stop-color="#9fc3e8"/></linearGradient>
  <pattern id="brush" width="6" height="${height}" patternUnits="userSpaceOnUse">
    <rect width="1" height="${height}" fill="#fff" fill-opacity=".035"/>
  </pattern>
  <linearGradient id="brush-fade" x1="0" x2="1"><stop offset=".4" stop-color="#fff" stop-opacity="0"/><stop offset=".75" stop-color="#fff"/></linearGradient>
  <mask id="brush-mask"><rect width="${width}" height="${height}" fill="url(#brush-fade)"/></mask>
  ${plateGradient}
</defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="905" cy="300" r="300" fill="url(#glow)"/>
<rect width="${width}" height="${bandTop}" fill="url(#brush)" mask="url(#brush-mask)"/>
<g transform="translate(${left} 66) scale(1.6)">
  <rect x="1" y="1" width="38" height="38" rx="8" fill="${navy}" stroke="#3f78b5" stroke-width="1"/>
  ${plateMark}
</g>
<text x="${left + 84}" y="108" font-family="${textFont}" font-size="20" font-weight="700" letter-spacing="4" fill="#9fc3e8">CAVITE · PHILIPPINES</text>
<g font-family="${textFont}" font-size="${title.fontSize}" font-weight="700" fill="#ffffff">
  ${nameLines.join('\n  ')}
</g>
<rect x="${left}" y="${ruleY}" width="120" height="6" rx="3" fill="url(#rule)"/>
<g font-family="${textFont}" font-size="${taglineSize}" fill="#d7dee5">
  ${taglineLines.join('\n  ')}
</g>
<rect y="${bandTop}" width="${width}" height="${height - bandTop}" fill="url(#band)"/>
<rect y="${bandTop}" width="${width}" height="3" fill="#3f78b5"/>
<text x="${left}" y="${bandTop + 48}" font-family="${textFont}" font-size="26" font-weight="700" fill="${navy}">${serviceLine}</text>
</svg>`;
}

/**
 * The mark on a full navy square, for icons the platform crops itself: Android's maskable
 * icons keep only a centred circle of 80% of the width, and iOS rounds the apple-touch-icon.
 * The plate's farthest corner sits 39% of the width from the centre, inside that circle.
 */
export function fullBleedIconSvg(size) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40">
<defs>${plateGradient}</defs>
<rect width="40" height="40" fill="${navy}"/>
<g transform="translate(20 20) scale(1.05) translate(-20 -19)">${plateMark}</g>
</svg>`;
}
