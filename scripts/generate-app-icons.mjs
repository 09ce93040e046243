// Renders the installable app's icons (public/icons/*.png) from the favicon's drawing. Run it
// by hand after changing public/favicon.svg: `node scripts/generate-app-icons.mjs`; the PNGs are
// committed, so the build needs no image tooling.
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT_DIR = path.join(ROOT, 'public', 'icons');
const BRAND = '#047857';

const favicon = await readFile(path.join(ROOT, 'public', 'favicon.svg'), 'utf8');
// The kettlebell glyph: every shape of the favicon after its rounded background.
const glyph = favicon.replace(/^[\s\S]*?<rect[^>]*\/>/, '').replace(/<\/svg>\s*$/, '');
if (glyph === favicon || !glyph.includes('<circle')) {
  throw new Error(
    'public/favicon.svg no longer starts with its background <rect>: update this script',
  );
}

/** The glyph scaled about the centre on a square background (no rounded corners). */
const square = ({
  scale,
  background,
}) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  ${background ? `<rect width="32" height="32" fill="${background}"/>` : ''}
  <g transform="translate(16 16) scale(${scale}) translate(-16 -16)">${glyph}</g>
</svg>`;

/** A notification badge: Android keeps only the alpha channel, so the glyph alone, in white. */
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <path d="M11 12.5a5 5 0 0 1 10 0" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/>
  <path fill="#fff" fill-rule="evenodd" d="M16 12.5a6.5 6.5 0 1 1 0 13a6.5 6.5 0 1 1 0-13zm0 4.3a2.2 2.2 0 1 0 0 4.4a2.2 2.2 0 1 0 0-4.4z"/>
</svg>`;

const icons = [
  // "any": the favicon as it is, rounded corners and all
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  // "maskable": full bleed; the glyph reaches 36 % of the width from the centre, inside the 40 %
  // circle a launcher may keep
  { file: 'icon-maskable-192.png', size: 192, svg: square({ scale: 1, background: BRAND }) },
  { file: 'icon-maskable-512.png', size: 512, svg: square({ scale: 1, background: BRAND }) },
  // iOS rounds the corners itself and shows transparency as black
  { file: 'apple-touch-icon.png', size: 180, svg: square({ scale: 1.1, background: BRAND }) },
  { file: 'badge-96.png', size: 96, svg: badge },
];

await mkdir(OUT_DIR, { recursive: true });
for (const icon of icons) {
  await sharp(Buffer.from(icon.svg), { density: (72 * icon.size) / 32 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(OUT_DIR, icon.file));
  console.log(`public/icons/${icon.file} (${icon.size}×${icon.size})`);
}
