// Generates the installable-app icons (site/public/icons/*.png) from site/public/favicon.svg.
// Run once after changing the logo: `node site/scripts/generate-icons.mjs` (uses sharp from the
// repository root). The PNGs are committed: the build does not need sharp.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const source = await readFile(`${publicDir}favicon.svg`, 'utf8');

// favicon.svg = a rounded navy square (the first <rect>) plus the route glyph on a 64×64 box.
const background = source.match(/<rect[^>]*fill="(#[0-9A-Fa-f]{6})"[^>]*\/>/);
const glyph = source
  .replace(/^[\s\S]*?<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '')
  .replace(background?.[0] ?? '', '');
if (!background || !glyph.includes('<path')) throw new Error('favicon.svg no tiene el fondo y el trazo esperados');
const navy = background[1];

/** Full-bleed square with the glyph scaled around the centre (maskable and Apple icons get cropped). */
const square = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${navy}"/>` +
  `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${glyph}</g></svg>`;

const icons = [
  // 'any' icons keep the favicon's rounded corners (transparent outside).
  { file: 'icon-192.png', size: 192, svg: source },
  { file: 'icon-512.png', size: 512, svg: source },
  // Maskable: the glyph reaches ~25.4/64 from the centre at scale 1; 0.78 keeps it inside the
  // safe zone (a circle of radius 40 % of the icon) whatever mask the launcher applies.
  { file: 'icon-maskable-512.png', size: 512, svg: square(0.78) },
  // iOS rounds the corners itself and shows transparency as black: opaque square.
  { file: 'apple-touch-icon.png', size: 180, svg: square(0.88) },
];

await mkdir(`${publicDir}icons`, { recursive: true });
for (const { file, size, svg } of icons) {
  const png = await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer();
  await writeFile(`${publicDir}icons/${file}`, png);
  console.log(`icons/${file}  ${size}×${size}  ${png.length} B`);
}
