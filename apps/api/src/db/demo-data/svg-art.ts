/**
 * Generated SVG pictures for the demo catalogue and the default product image: shapes and gradients only, no text
 * and no fonts, so they look the same everywhere and carry nothing that could be someone's artwork.
 */

/** Light and dark colour of each level-1 category; the product pictures use them as a gradient. */
const CATEGORY_COLOURS: Record<string, readonly [string, string]> = {
  '01': ['#ffc37a', '#e8572a'],
  '02': ['#9be3a6', '#2e9b5f'],
  '03': ['#ffc2d6', '#d9517f'],
  '04': ['#b5e0f5', '#3f8fc4'],
  '05': ['#ffe29a', '#e0a21b'],
  '06': ['#d3dbe6', '#5b6b85'],
  '07': ['#b3c4ff', '#4b5bdc'],
  '08': ['#e3c7a8', '#8a5a3b'],
  '09': ['#a6ebe4', '#1f9a8f'],
  '10': ['#ffd9c2', '#ff7d55'],
  '11': ['#d9ccfa', '#7b5cd6'],
  '12': ['#ffbcc2', '#e53950'],
  '13': ['#e2e2e2', '#8c8c8c'],
};

const WHITE = '#fff';

/** A pictogram per category, drawn around (0,0) within about ±120; `accent` is the category's dark colour. */
const PICTOGRAMS: Record<string, (accent: string) => string> = {
  // food: an apple
  '01': (a) =>
    `<path d="M0 -58C-40 -92 -108 -72 -100 -8C-94 52 -50 100 -14 88C-6 85 6 85 14 88C50 100 94 52 100 -8C108 -72 40 -92 0 -58Z" fill="${WHITE}" fill-opacity=".92"/>` +
    `<path d="M0 -58C-2 -80 6 -98 18 -108" stroke="${WHITE}" stroke-width="8" fill="none" stroke-linecap="round"/>` +
    `<path d="M10 -80C30 -112 66 -108 76 -96C56 -72 28 -70 10 -80Z" fill="${WHITE}" fill-opacity=".75"/>` +
    `<ellipse cx="-50" cy="-12" rx="14" ry="26" fill="${a}" fill-opacity=".18"/>`,
  // health: a heart with a pulse line
  '02': (a) =>
    `<path d="M0 96C-60 52 -112 16 -112 -36C-112 -76 -80 -100 -50 -100C-26 -100 -8 -86 0 -68C8 -86 26 -100 50 -100C80 -100 112 -76 112 -36C112 16 60 52 0 96Z" fill="${WHITE}" fill-opacity=".92"/>` +
    `<path d="M-80 -20H-36L-18 -52L6 16L24 -20H80" stroke="${a}" stroke-opacity=".7" stroke-width="10" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`,
  // beauty: a cosmetic bottle
  '03': (a) =>
    `<rect x="-22" y="-112" width="44" height="34" rx="6" fill="${WHITE}" fill-opacity=".75"/>` +
    `<rect x="-14" y="-80" width="28" height="20" fill="${WHITE}" fill-opacity=".85"/>` +
    `<rect x="-64" y="-62" width="128" height="172" rx="28" fill="${WHITE}" fill-opacity=".92"/>` +
    `<rect x="-40" y="-8" width="80" height="64" rx="10" fill="${a}" fill-opacity=".3"/>`,
  // living: a house
  '04': (a) =>
    `<path d="M-80 -20L0 -96L80 -20V100H-80Z" fill="${WHITE}" fill-opacity=".92"/>` +
    `<path d="M-104 -4L0 -104L104 -4" stroke="${WHITE}" stroke-width="14" fill="none" stroke-linejoin="round" stroke-linecap="round"/>` +
    `<rect x="-22" y="36" width="44" height="64" rx="6" fill="${a}" fill-opacity=".5"/>` +
    `<rect x="24" y="-6" width="36" height="30" rx="4" fill="${a}" fill-opacity=".3"/>`,
  // kitchen: a pot with a lid
  '05': (a) =>
    `<path d="M-40 -30C-40 -70 40 -70 40 -30Z" fill="${WHITE}" fill-opacity=".85"/>` +
    `<circle cx="0" cy="-72" r="10" fill="${WHITE}"/>` +
    `<rect x="-96" y="-30" width="192" height="20" rx="10" fill="${WHITE}"/>` +
    `<path d="M-84 -4H84V60C84 92 60 104 36 104H-36C-60 104 -84 92 -84 60Z" fill="${WHITE}" fill-opacity=".92"/>` +
    `<rect x="-118" y="6" width="40" height="16" rx="8" fill="${WHITE}" fill-opacity=".8"/>` +
    `<rect x="78" y="6" width="40" height="16" rx="8" fill="${WHITE}" fill-opacity=".8"/>` +
    `<rect x="-60" y="30" width="120" height="10" rx="5" fill="${a}" fill-opacity=".25"/>`,
  // appliances: a washing machine
  '06': (a) =>
    `<rect x="-84" y="-104" width="168" height="208" rx="22" fill="${WHITE}" fill-opacity=".92"/>` +
    `<path d="M-84 -60H84" stroke="${a}" stroke-opacity=".3" stroke-width="4"/>` +
    `<circle cx="-52" cy="-82" r="8" fill="${a}" fill-opacity=".5"/>` +
    `<circle cx="-26" cy="-82" r="8" fill="${a}" fill-opacity=".5"/>` +
    `<circle cx="0" cy="22" r="58" fill="none" stroke="${a}" stroke-opacity=".55" stroke-width="10"/>` +
    `<circle cx="0" cy="22" r="36" fill="${a}" fill-opacity=".2"/>`,
  // digital: a smartphone
  '07': (a) =>
    `<rect x="-62" y="-112" width="124" height="224" rx="20" fill="${WHITE}" fill-opacity=".94"/>` +
    `<rect x="-50" y="-92" width="100" height="172" rx="8" fill="${a}" fill-opacity=".28"/>` +
    `<circle cx="0" cy="96" r="8" fill="${a}" fill-opacity=".5"/>` +
    `<path d="M-26 -20L-6 0L30 -40" stroke="${WHITE}" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  // fashion: a handbag
  '08': (a) =>
    `<path d="M-48 -40C-48 -110 48 -110 48 -40" stroke="${WHITE}" stroke-width="14" fill="none" stroke-linecap="round"/>` +
    `<path d="M-92 -44H92L108 100H-108Z" fill="${WHITE}" fill-opacity=".92" stroke="${WHITE}" stroke-width="8" stroke-linejoin="round"/>` +
    `<rect x="-16" y="-20" width="32" height="20" rx="4" fill="${a}" fill-opacity=".5"/>`,
  // sports: a ball
  '09': (a) =>
    `<circle r="104" fill="${WHITE}" fill-opacity=".92"/>` +
    `<path d="M-74 -74C-20 -30 -20 30 -74 74" stroke="${a}" stroke-opacity=".55" stroke-width="10" fill="none"/>` +
    `<path d="M74 -74C20 -30 20 30 74 74" stroke="${a}" stroke-opacity=".55" stroke-width="10" fill="none"/>`,
  // kids: a teddy bear
  '10': (a) =>
    `<circle cx="-66" cy="-66" r="32" fill="${WHITE}" fill-opacity=".85"/>` +
    `<circle cx="66" cy="-66" r="32" fill="${WHITE}" fill-opacity=".85"/>` +
    `<circle cx="0" cy="4" r="96" fill="${WHITE}" fill-opacity=".94"/>` +
    `<circle cx="-34" cy="-12" r="10" fill="${a}" fill-opacity=".7"/>` +
    `<circle cx="34" cy="-12" r="10" fill="${a}" fill-opacity=".7"/>` +
    `<ellipse cx="0" cy="34" rx="34" ry="26" fill="${a}" fill-opacity=".22"/>` +
    `<circle cx="0" cy="26" r="9" fill="${a}" fill-opacity=".7"/>`,
  // stationery and books: an open book and a pencil
  '11': (a) =>
    `<path d="M-100 -80C-60 -96 -20 -92 0 -74V96C-20 78 -60 74 -100 90Z" fill="${WHITE}" fill-opacity=".92"/>` +
    `<path d="M100 -80C60 -96 20 -92 0 -74V96C20 78 60 74 100 90Z" fill="${WHITE}" fill-opacity=".8"/>` +
    `<g transform="rotate(35)"><rect x="-10" y="-120" width="20" height="150" fill="${a}" fill-opacity=".6"/>` +
    `<path d="M-10 30L0 54L10 30Z" fill="${a}"/></g>`,
  // vouchers: a ticket
  '12': (a) =>
    `<path d="M-112 -64H112V-20A20 20 0 0 0 112 20V64H-112V20A20 20 0 0 0 -112 -20Z" fill="${WHITE}" fill-opacity=".94"/>` +
    `<path d="M40 -56V56" stroke="${a}" stroke-opacity=".5" stroke-width="6" stroke-dasharray="10 8"/>` +
    `<circle cx="-36" cy="0" r="26" fill="${a}" fill-opacity=".3"/>`,
  // others: a gift box
  '13': (a) => giftBox(WHITE, a),
};

function giftBox(fill: string, accent: string): string {
  return (
    `<rect x="-96" y="-36" width="192" height="136" rx="10" fill="${fill}" fill-opacity=".92"/>` +
    `<rect x="-108" y="-72" width="216" height="44" rx="8" fill="${fill}"/>` +
    `<rect x="-14" y="-72" width="28" height="172" fill="${accent}" fill-opacity=".45"/>` +
    `<path d="M0 -72C-30 -120 -84 -104 -60 -76ZM0 -72C30 -120 84 -104 60 -76Z" fill="none" stroke="${fill}" stroke-width="10"/>`
  );
}

/** Gradient directions, one per variant. */
const DIRECTIONS = [
  [0, 0, 1, 1],
  [1, 0, 0, 1],
  [0, 1, 1, 0],
  [0.5, 0, 0.5, 1],
  [0, 0.5, 1, 0.5],
  [1, 1, 0, 0],
] as const;

/** Mixes two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const parts = [0, 1, 2].map((i) => Math.round(channel(a, i) * (1 - t) + channel(b, i) * t));
  return `#${parts.map((p) => p.toString(16).padStart(2, '0')).join('')}`;
}

/** Number of distinct pictures per category; products share them. */
export const IMAGE_VARIANTS = 6;

/**
 * A square product picture for a level-1 category and a variant (0-based): a category-coloured gradient,
 * soft circles placed by the variant, a shadow and the category's pictogram.
 */
export function productImageSvg(categoryCd: string, variant: number): string {
  const [light, dark] = CATEGORY_COLOURS[categoryCd] ?? CATEGORY_COLOURS['13']!;
  const pictogram = PICTOGRAMS[categoryCd] ?? PICTOGRAMS['13']!;
  const v = ((variant % IMAGE_VARIANTS) + IMAGE_VARIANTS) % IMAGE_VARIANTS;
  const [x1, y1, x2, y2] = DIRECTIONS[v]!;
  const from = mix(light, '#ffffff', (v % 3) * 0.12);
  const to = mix(dark, light, (v % 2) * 0.25);
  const seed = Number.parseInt(categoryCd, 10) * 7 + v * 13;
  const circles = [0, 1, 2]
    .map((i) => {
      const cx = (seed * (37 + i * 11) + i * 170) % 600;
      const cy = (seed * (53 + i * 7) + i * 230) % 600;
      const r = 60 + ((seed + i * 29) % 5) * 30;
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="${(0.08 + i * 0.04).toFixed(2)}"/>`;
    })
    .join('');
  const scale = (1.2 + (v % 3) * 0.12).toFixed(2);
  const rotate = ((v % 5) - 2) * 4;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">` +
    `<defs><linearGradient id="bg" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="600" height="600" fill="url(#bg)"/>${circles}` +
    `<ellipse cx="300" cy="470" rx="150" ry="22" fill="#000" fill-opacity=".08"/>` +
    `<g transform="translate(300 290) scale(${scale}) rotate(${rotate})">${pictogram(dark)}</g></svg>`
  );
}

/** The default product image (spec §9 id 202106292300000): a neutral grey gift-box outline on a light ground. */
export function placeholderImageSvg(): string {
  const line = '#c5c9d0';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">` +
    `<rect width="600" height="600" fill="#f2f3f5"/>` +
    `<g transform="translate(300 310)" fill="none" stroke="${line}" stroke-width="10" stroke-linejoin="round">` +
    `<rect x="-96" y="-36" width="192" height="136" rx="10"/>` +
    `<rect x="-108" y="-72" width="216" height="44" rx="8"/>` +
    `<path d="M0 -72V100"/>` +
    `<path d="M0 -72C-30 -120 -84 -104 -60 -76ZM0 -72C30 -120 84 -104 60 -76Z"/></g></svg>`
  );
}
