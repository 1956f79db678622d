/**
 * Simple, self-contained SVG pictures for the demo data: company logos (rounded square with the
 * initials), gallery illustrations (truck, warehouse, van under a gradient sky) and blog covers.
 * No external fonts or images: system font stack only, so they render the same everywhere.
 */
import type { GalleryScene } from './companies.data.js';
import type { BlogCoverIcon } from './blog-posts.data.js';

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const STOP_WORDS = new Set(['de', 'del', 'la', 'las', 'los', 'el', 'y', 'e', 'i', '&', 'sl', 's.l.', 'sa', 's.a.']);

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** Up to two initials from the significant words: 'Frío Levante Logística' → 'FL'. */
export function companyInitials(name: string): string {
  const words = name.split(/\s+/).filter((word) => word && !STOP_WORDS.has(word.toLowerCase()) && /\p{L}/u.test(word));
  const letters = words.slice(0, 2).map((word) => (word.match(/\p{L}/u)?.[0] ?? '').toLocaleUpperCase('es'));
  return letters.join('') || '?';
}

function hexToRgb(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16)) as [number, number, number];
}

/** Mixes a colour with white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const weight = Math.abs(amount);
  return `#${hexToRgb(hex)
    .map((channel) => Math.round(channel + (target - channel) * weight))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** Font size that makes `text` fit roughly in `width` pixels (system sans-serif, bold). */
function fitFontSize(text: string, width: number, max: number): number {
  return Math.max(14, Math.min(max, Math.floor(width / (0.58 * Math.max(text.length, 1)))));
}

// ---------------------------------------------------------------------------------- logos

export function logoSvg(name: string, color: string): string {
  const initials = companyInitials(name);
  const fontSize = initials.length > 1 ? 100 : 120;
  const baseline = Math.round(116 + fontSize * 0.36);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="${escapeXml(name)}">
  <title>${escapeXml(name)}</title>
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${shade(color, 0.12)}"/>
      <stop offset="1" stop-color="${shade(color, -0.3)}"/>
    </linearGradient>
  </defs>
  <rect width="256" height="256" rx="56" fill="url(#bg)"/>
  <rect x="5" y="5" width="246" height="246" rx="51" fill="none" stroke="#ffffff" stroke-opacity="0.16" stroke-width="2"/>
  <path d="M52 198 H204" stroke="#ffffff" stroke-opacity="0.4" stroke-width="6" stroke-linecap="round" stroke-dasharray="20 14"/>
  <text x="128" y="${baseline}" text-anchor="middle" fill="#ffffff" font-family="${FONT}" font-size="${fontSize}" font-weight="700" letter-spacing="3">${escapeXml(initials)}</text>
</svg>
`;
}

// ---------------------------------------------------------------------------------- gallery

const SKIES: readonly (readonly [string, string, string])[] = [
  ['#1C7ED6', '#74C0FC', '#E7F5FF'], // day
  ['#5F3DC4', '#F06595', '#FFD8A8'], // sunset
  ['#364FC7', '#91A7FF', '#FFE8CC'], // dawn
];

function sky(variant: number): string {
  const [top, middle, bottom] = SKIES[variant % SKIES.length];
  const sunX = [960, 260, 880][variant % 3];
  const sunY = [170, 300, 250][variant % 3];
  return `<defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${top}"/>
      <stop offset="0.55" stop-color="${middle}"/>
      <stop offset="1" stop-color="${bottom}"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="800" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="${sunY}" r="70" fill="#FFF9DB" opacity="0.85"/>
  <circle cx="${sunX}" cy="${sunY}" r="110" fill="#FFF9DB" opacity="0.18"/>`;
}

const HILLS =
  '<path d="M0 560 C 160 470, 300 500, 430 540 S 700 460, 860 520 S 1100 480, 1200 520 V640 H0 Z" fill="#1B2A41" opacity="0.22"/>';

function wheel(cx: number, cy: number, r: number): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#212529"/><circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.45)}" fill="#ADB5BD"/><circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.15)}" fill="#495057"/>`;
}

function truckScene(name: string, color: string): string {
  const size = fitFontSize(name, 500, 46);
  return `${HILLS}
  <rect y="640" width="1200" height="160" fill="#495057"/>
  <rect y="652" width="1200" height="80" fill="#343A40"/>
  <path d="M0 692 H1200" stroke="#F8F9FA" stroke-width="6" stroke-dasharray="48 36" opacity="0.8"/>
  <ellipse cx="580" cy="648" rx="430" ry="14" fill="#000" opacity="0.25"/>
  <rect x="170" y="350" width="600" height="240" rx="10" fill="#F8F9FA"/>
  <rect x="170" y="540" width="600" height="26" fill="${color}"/>
  <rect x="170" y="350" width="600" height="14" rx="6" fill="${shade(color, -0.2)}"/>
  <text x="470" y="${Math.round(462 + size * 0.35)}" text-anchor="middle" fill="${shade(color, -0.25)}" font-family="${FONT}" font-size="${size}" font-weight="700">${escapeXml(name)}</text>
  <rect x="160" y="590" width="820" height="18" fill="#212529"/>
  <path d="M790 608 V440 Q790 416 814 416 H884 Q910 416 926 438 L962 498 Q970 510 970 526 V608 Z" fill="${color}"/>
  <path d="M866 436 H890 Q902 436 910 448 L938 496 H866 Z" fill="#D0EBFF" opacity="0.95"/>
  <rect x="800" y="520" width="60" height="8" rx="4" fill="${shade(color, -0.3)}"/>
  <rect x="958" y="540" width="14" height="22" rx="3" fill="#FFE066"/>
  ${wheel(250, 612, 34)}${wheel(330, 612, 34)}${wheel(830, 612, 34)}${wheel(920, 612, 34)}`;
}

function warehouseScene(name: string, color: string): string {
  const size = fitFontSize(name, 560, 40);
  const docks = [290, 450, 610, 770]
    .map(
      (x) =>
        `<rect x="${x}" y="480" width="120" height="160" fill="#495057"/>` +
        [500, 525, 550, 575, 600, 625].map((y) => `<path d="M${x} ${y} H${x + 120}" stroke="#343A40" stroke-width="3"/>`).join(''),
    )
    .join('');
  const pallet = (x: number, boxes: number) =>
    `<rect x="${x}" y="700" width="110" height="12" fill="#8C6A43"/>` +
    Array.from(
      { length: boxes },
      (_, i) =>
        `<rect x="${x + 6}" y="${652 - i * 48}" width="98" height="46" fill="#D9A066" stroke="#B07A45" stroke-width="3"/><path d="M${x + 55} ${652 - i * 48} V${698 - i * 48}" stroke="#F1D3A8" stroke-width="8"/>`,
    ).join('');
  return `${HILLS}
  <rect y="640" width="1200" height="160" fill="#ADB5BD"/>
  <path d="M0 760 H1200" stroke="#F8F9FA" stroke-width="6" stroke-dasharray="60 40" opacity="0.7"/>
  <rect x="220" y="360" width="760" height="280" fill="#E9ECEF"/>
  <polygon points="196,372 600,262 1004,372" fill="${shade(color, -0.25)}"/>
  <rect x="196" y="364" width="808" height="16" fill="${shade(color, -0.35)}"/>
  <rect x="300" y="398" width="600" height="56" rx="6" fill="${color}"/>
  <text x="600" y="${Math.round(426 + size * 0.35)}" text-anchor="middle" fill="#FFFFFF" font-family="${FONT}" font-size="${size}" font-weight="700">${escapeXml(name)}</text>
  ${docks}
  ${pallet(120, 2)}${pallet(1000, 3)}`;
}

function vanScene(name: string, color: string): string {
  const size = fitFontSize(name, 290, 34);
  const skyline = [
    [60, 380, 110],
    [190, 320, 90],
    [300, 420, 120],
    [440, 280, 80],
    [540, 360, 130],
    [700, 300, 100],
    [820, 400, 90],
    [930, 330, 120],
    [1070, 390, 110],
  ]
    .map(([x, y, w]) => `<rect x="${x}" y="${y}" width="${w}" height="${640 - y}" fill="#1B2A41" opacity="0.22"/>`)
    .join('');
  const parcel = (x: number, y: number, w: number, h: number) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#D9A066" stroke="#B07A45" stroke-width="3"/><path d="M${x + w / 2} ${y} V${y + h}" stroke="#F1D3A8" stroke-width="7"/>`;
  return `${skyline}
  <rect y="640" width="1200" height="160" fill="#CED4DA"/>
  <rect y="640" width="1200" height="14" fill="#868E96"/>
  <ellipse cx="620" cy="664" rx="290" ry="12" fill="#000" opacity="0.2"/>
  <path d="M380 650 V470 Q380 440 410 440 H700 Q724 440 738 460 L800 540 Q840 548 850 580 V650 Z" fill="#F8F9FA"/>
  <path d="M706 462 L768 540 H706 Z" fill="#D0EBFF"/>
  <rect x="380" y="590" width="470" height="22" fill="${color}"/>
  <text x="540" y="${Math.round(530 + size * 0.35)}" text-anchor="middle" fill="${shade(color, -0.2)}" font-family="${FONT}" font-size="${size}" font-weight="700">${escapeXml(name)}</text>
  <rect x="836" y="600" width="16" height="18" rx="3" fill="#FFE066"/>
  ${wheel(470, 652, 40)}${wheel(760, 652, 40)}
  ${parcel(920, 580, 90, 70)}${parcel(1010, 600, 70, 50)}${parcel(940, 520, 60, 60)}`;
}

/** A 1200×800 illustration; `variant` changes the sky. */
export function gallerySvg(scene: GalleryScene, name: string, color: string, variant: number): string {
  const body = scene === 'truck' ? truckScene(name, color) : scene === 'warehouse' ? warehouseScene(name, color) : vanScene(name, color);
  const label = { truck: 'Camión', warehouse: 'Almacén', van: 'Furgoneta de reparto' }[scene];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800" role="img" aria-label="${escapeXml(`${label} de ${name}`)}">
  <title>${escapeXml(`${label} de ${name}`)}</title>
  ${sky(variant)}
  ${body}
</svg>
`;
}

// ---------------------------------------------------------------------------------- blog covers

function coverIcon(icon: BlogCoverIcon): string {
  const stroke = 'fill="none" stroke="#FFFFFF" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"';
  switch (icon) {
    case 'boxes':
      return `<g ${stroke}><rect x="-150" y="10" width="140" height="120"/><rect x="10" y="10" width="140" height="120"/><rect x="-70" y="-120" width="140" height="120"/><path d="M-80 10 V60 M80 10 V60 M0 -120 V-70"/></g>`;
    case 'truck':
      return `<g ${stroke}><rect x="-170" y="-80" width="210" height="150" rx="8"/><path d="M40 -30 H110 L160 30 V70 H40 Z"/><circle cx="-110" cy="90" r="28"/><circle cx="100" cy="90" r="28"/></g>`;
    case 'snowflake': {
      const arms = [0, 60, 120]
        .map(
          (angle) =>
            `<g transform="rotate(${angle})"><path d="M0 -150 V150"/><path d="M-40 -120 L0 -80 L40 -120 M-40 120 L0 80 L40 120"/></g>`,
        )
        .join('');
      return `<g ${stroke}>${arms}</g>`;
    }
    case 'parcel':
      return `<g ${stroke}><path d="M-130 -10 L0 -70 L130 -10 V120 L0 170 L-130 120 Z"/><path d="M-130 -10 L0 40 L130 -10 M0 40 V170"/><path d="M0 -110 C -40 -150, -40 -200, 0 -200 C 40 -200, 40 -150, 0 -110 Z"/><circle cx="0" cy="-170" r="8"/></g>`;
    case 'globe':
      return `<g ${stroke}><circle cx="0" cy="0" r="150"/><ellipse cx="0" cy="0" rx="65" ry="150"/><path d="M-150 0 H150 M-130 -75 H130 M-130 75 H130"/></g>`;
    case 'chart':
      return `<g ${stroke}><path d="M-160 150 H160"/><rect x="-130" y="40" width="60" height="110"/><rect x="-30" y="-30" width="60" height="180"/><rect x="70" y="-100" width="60" height="250"/><path d="M-140 -60 L-70 -120 L-10 -90 L110 -170"/></g>`;
    case 'returns':
      return `<g ${stroke}><path d="M-120 -40 A 130 130 0 0 1 110 -70"/><path d="M120 40 A 130 130 0 0 1 -110 70"/><path d="M80 -110 L115 -68 L68 -45"/><path d="M-80 110 L-115 68 L-68 45"/><rect x="-45" y="-35" width="90" height="70"/></g>`;
  }
}

/** A 1200×630 cover (Open Graph size) with an icon and a label. */
export function blogCoverSvg(label: string, icon: BlogCoverIcon, color: string): string {
  // 600 px, not the full 720: bold labels must end before the icon (centred at x 930, from about x 780).
  const size = fitFontSize(label, 600, 68);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img" aria-label="${escapeXml(label)}">
  <title>${escapeXml(label)}</title>
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${shade(color, 0.1)}"/>
      <stop offset="1" stop-color="${shade(color, -0.35)}"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="930" cy="300" r="250" fill="#FFFFFF" opacity="0.08"/>
  <circle cx="1120" cy="80" r="140" fill="#FFFFFF" opacity="0.06"/>
  <circle cx="80" cy="600" r="180" fill="#FFFFFF" opacity="0.05"/>
  <g transform="translate(930 300)">${coverIcon(icon)}</g>
  <text x="80" y="250" fill="#FFFFFF" opacity="0.85" font-family="${FONT}" font-size="30" font-weight="600" letter-spacing="4">BLOG DE RUTALIA</text>
  <rect x="80" y="280" width="90" height="8" rx="4" fill="#FFFFFF" opacity="0.85"/>
  <text x="80" y="${Math.round(360 + size * 0.35)}" fill="#FFFFFF" font-family="${FONT}" font-size="${size}" font-weight="800">${escapeXml(label)}</text>
</svg>
`;
}
