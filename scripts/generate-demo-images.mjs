// Draws the demo trainers' illustrations and writes them as WebP under public/demo/: one
// head-and-shoulders portrait per look in src/server/db/seed/demo-images.ts (profile picture
// 480×600 and the same person on a 640×480 listing card, drawn by ./demo-portraits.mjs) and
// the profile hero scenes. Run with `node scripts/generate-demo-images.mjs`; the output is
// committed, so the app never fetches an image from elsewhere. The looks and file names come
// from demo-images.ts, the seed's side of the contract.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { tsImport } from 'tsx/esm/api';
import { listingSvg, portraitSvg } from './demo-portraits.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'public', 'demo');

const PALETTES = [
  { from: '#0f766e', to: '#2dd4bf', sun: '#ccfbf1', accent: '#f59e0b', figure: '#06302c' },
  { from: '#c2410c', to: '#fbbf24', sun: '#fef3c7', accent: '#1e3a8a', figure: '#3b1405' },
  { from: '#3730a3', to: '#818cf8', sun: '#e0e7ff', accent: '#f472b6', figure: '#14123d' },
  { from: '#9f1239', to: '#fb7185', sun: '#ffe4e6', accent: '#fde047', figure: '#3c0614' },
  { from: '#065f46', to: '#6ee7b7', sun: '#ecfdf5', accent: '#f97316', figure: '#032b20' },
  { from: '#0c4a6e', to: '#38bdf8', sun: '#e0f2fe', accent: '#facc15', figure: '#061f30' },
  { from: '#6b21a8', to: '#c084fc', sun: '#faf5ff', accent: '#34d399', figure: '#230a3b' },
  { from: '#1f2937', to: '#475569', sun: '#d9f99d', accent: '#a3e635', figure: '#f1f5f9' },
];

function dumbbell(x, y, c) {
  return `<g fill="${c.accent}"><rect x="${x - 26}" y="${y - 6}" width="52" height="12" rx="4"/><rect x="${x - 34}" y="${y - 16}" width="14" height="32" rx="4"/><rect x="${x + 20}" y="${y - 16}" width="14" height="32" rx="4"/></g>`;
}

function barbell(x, y, length, c) {
  const half = length / 2;
  return `<g fill="${c.accent}"><rect x="${x - half}" y="${y - 5}" width="${length}" height="10" rx="5"/><rect x="${x - half - 4}" y="${y - 34}" width="20" height="68" rx="6"/><rect x="${x + half - 16}" y="${y - 34}" width="20" height="68" rx="6"/></g>`;
}

function kettlebell(x, y, c) {
  return `<g fill="${c.accent}"><circle cx="${x}" cy="${y + 14}" r="24"/><path d="M${x - 16} ${y} a16 18 0 0 1 32 0" fill="none" stroke="${c.accent}" stroke-width="7"/></g>`;
}

/** Wide scenes, 1200×600, for the profile hero. */
const SCENES = {
  gym: (c) => `
<rect width="1200" height="600" fill="${c.from}"/>
${[0, 1, 2, 3].map((i) => `<rect x="${110 + i * 250}" y="60" width="190" height="230" rx="10" fill="${c.sun}" opacity="0.16"/>`).join('')}
<rect y="430" width="1200" height="170" fill="#000" opacity="0.28"/>
<rect x="80" y="300" width="520" height="14" rx="7" fill="${c.to}"/>
<rect x="80" y="380" width="520" height="14" rx="7" fill="${c.to}"/>
<rect x="90" y="300" width="14" height="140" fill="${c.to}"/><rect x="576" y="300" width="14" height="140" fill="${c.to}"/>
${Array.from({ length: 6 }, (_, i) => dumbbell(135 + i * 84, 288, c) + dumbbell(135 + i * 84, 368, c)).join('')}
<rect x="760" y="250" width="20" height="190" fill="${c.to}"/><rect x="1000" y="250" width="20" height="190" fill="${c.to}"/>
${barbell(890, 262, 330, c)}
<rect x="700" y="470" width="380" height="26" rx="13" fill="${c.to}" opacity="0.7"/>`,
  yoga: (c) => `
<rect width="1200" height="600" fill="${c.to}"/>
${[0, 1, 2].map((i) => `<path d="M${180 + i * 320} 400 V170 a110 110 0 0 1 220 0 V400 z" fill="${c.sun}" opacity="0.55"/>`).join('')}
<rect y="430" width="1200" height="170" fill="${c.from}" opacity="0.5"/>
${[0, 1, 2, 3].map((i) => `<rect x="${120 + i * 260}" y="470" width="200" height="34" rx="10" fill="${i % 2 ? c.accent : c.sun}" opacity="0.9"/>`).join('')}
<g fill="${c.from}"><path d="M1080 430 q-40 -120 0 -220 q40 100 0 220z"/><path d="M1080 430 q-90 -70 -70 -170 q60 80 70 170z"/><path d="M1080 430 q90 -70 70 -170 q-60 80 -70 170z"/></g>
<rect x="1050" y="420" width="60" height="40" rx="6" fill="${c.figure}"/>`,
  park: (c) => `
<rect width="1200" height="600" fill="${c.sun}"/>
<circle cx="860" cy="250" r="120" fill="${c.accent}" opacity="0.85"/>
<path d="M0 380 q300 -120 600 -20 t600 -40 V600 H0z" fill="${c.to}"/>
<path d="M0 450 q300 -80 620 0 t580 10 V600 H0z" fill="${c.from}"/>
<path d="M380 600 q120 -100 360 -150 l40 6 q-200 60 -260 144z" fill="${c.sun}" opacity="0.7"/>
${[120, 230, 980, 1090].map((x, i) => `<rect x="${x - 8}" y="${300 + (i % 2) * 20}" width="16" height="110" fill="${c.figure}"/><circle cx="${x}" cy="${290 + (i % 2) * 20}" r="${52 - (i % 2) * 8}" fill="${c.figure}" opacity="0.85"/>`).join('')}`,
  seafront: (c) => `
<rect width="1200" height="600" fill="${c.to}"/>
<circle cx="300" cy="330" r="110" fill="${c.sun}" opacity="0.9"/>
${[180, 240, 300, 360, 420, 460, 520, 600, 660].map((x, i) => `<rect x="${x + 500}" y="${330 - ((i * 37) % 140)}" width="52" height="${40 + ((i * 37) % 140)}" fill="${c.from}" opacity="0.75"/>`).join('')}
<rect y="370" width="1200" height="230" fill="${c.from}"/>
${Array.from({ length: 7 }, (_, i) => `<rect x="${80 + ((i * 173) % 1000)}" y="${400 + i * 24}" width="${160 - i * 8}" height="5" rx="2.5" fill="${c.sun}" opacity="0.35"/>`).join('')}
<path d="M0 560 q600 -60 1200 0 V600 H0z" fill="${c.figure}" opacity="0.6"/>`,
  pool: (c) => `
<rect width="1200" height="600" fill="${c.to}"/>
${[0, 1, 2, 3, 4].map((i) => `<rect y="${80 + i * 110}" width="1200" height="8" fill="${c.sun}" opacity="0.8"/>${Array.from({ length: 24 }, (_, j) => `<circle cx="${25 + j * 50}" cy="${84 + i * 110}" r="7" fill="${j % 2 ? c.accent : c.sun}"/>`).join('')}`).join('')}
${Array.from({ length: 14 }, (_, i) => `<path d="M${(i * 211) % 1150} ${130 + ((i * 67) % 420)} q20 -10 40 0 t40 0" fill="none" stroke="${c.sun}" stroke-width="4" opacity="0.5"/>`).join('')}
<rect width="1200" height="40" fill="${c.from}"/>`,
  boxing: (c) => `
<rect width="1200" height="600" fill="${c.from}"/>
<circle cx="600" cy="40" r="320" fill="${c.sun}" opacity="0.1"/>
${[300, 360, 420].map((y) => `<rect y="${y}" width="1200" height="8" fill="${c.accent}" opacity="0.8"/>`).join('')}
<rect x="140" y="260" width="30" height="300" fill="${c.to}"/><rect x="1030" y="260" width="30" height="300" fill="${c.to}"/>
<line x1="600" y1="0" x2="600" y2="90" stroke="${c.sun}" stroke-width="6"/>
<rect x="540" y="90" width="120" height="270" rx="50" fill="${c.to}"/>
<rect x="540" y="150" width="120" height="14" fill="${c.sun}" opacity="0.5"/><rect x="540" y="290" width="120" height="14" fill="${c.sun}" opacity="0.5"/>
<rect y="480" width="1200" height="120" fill="#000" opacity="0.3"/>`,
  cycling: (c) => `
<rect width="1200" height="600" fill="${c.sun}"/>
<path d="M0 330 l200 -120 l180 90 l220 -160 l260 180 l180 -90 l160 90 V600 H0z" fill="${c.to}" opacity="0.8"/>
<rect y="430" width="1200" height="170" fill="${c.from}"/>
${Array.from({ length: 8 }, (_, i) => `<rect x="${i * 160 + 20}" y="510" width="90" height="8" rx="4" fill="${c.sun}"/>`).join('')}
<g fill="none" stroke="${c.figure}" stroke-width="12"><circle cx="500" cy="380" r="62"/><circle cx="720" cy="380" r="62"/><polyline points="500,380 580,290 680,290 720,380 610,380 580,290" stroke-linejoin="round"/><line x1="680" y1="290" x2="690" y2="258"/></g>
<circle cx="610" cy="380" r="10" fill="${c.accent}"/>`,
  rooftop: (c) => `
<rect width="1200" height="600" fill="${c.to}"/>
<circle cx="980" cy="170" r="90" fill="${c.sun}" opacity="0.9"/>
${Array.from({ length: 16 }, (_, i) => `<rect x="${i * 76}" y="${200 + ((i * 53) % 170)}" width="70" height="${400 - ((i * 53) % 170)}" fill="${c.from}" opacity="${0.55 + (i % 3) * 0.1}"/>`).join('')}
<rect y="470" width="1200" height="130" fill="${c.figure}" opacity="0.8"/>
${[300, 420, 540].map((x) => kettlebell(x, 430, c)).join('')}
<rect x="720" y="440" width="300" height="20" rx="10" fill="${c.accent}"/>`,
  functional: (c) => `
<rect width="1200" height="600" fill="${c.from}"/>
<rect y="380" width="1200" height="220" fill="${c.to}" opacity="0.6"/>
${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="0" y="${400 + i * 34}" width="1200" height="3" fill="${c.sun}" opacity="0.4"/>`).join('')}
${[180, 330].map((x) => `<ellipse cx="${x}" cy="430" rx="95" ry="36" fill="${c.figure}" stroke="${c.sun}" stroke-width="6" opacity="0.9"/>`).join('')}
<path d="M520 300 q50 -60 100 0 t100 0 t100 0 t100 0" fill="none" stroke="${c.accent}" stroke-width="14" stroke-linecap="round"/>
<path d="M520 340 q50 60 100 0 t100 0 t100 0 t100 0" fill="none" stroke="${c.accent}" stroke-width="14" stroke-linecap="round"/>
<rect x="1000" y="260" width="90" height="120" rx="8" fill="${c.sun}" opacity="0.8"/>`,
  online: (c) => `
<rect width="1200" height="600" fill="${c.sun}"/>
<rect x="300" y="90" width="600" height="360" rx="24" fill="${c.figure}"/>
<rect x="326" y="116" width="548" height="308" rx="10" fill="url(#screen)"/>
<rect x="230" y="450" width="740" height="30" rx="15" fill="${c.from}"/>
<circle cx="600" cy="220" r="38" fill="${c.sun}"/><path d="M520 400 q80 -150 160 0z" fill="${c.sun}"/>
<rect x="780" y="140" width="70" height="52" rx="8" fill="${c.accent}"/>
<g fill="${c.from}"><path d="M1040 470 q-40 -120 0 -220 q40 100 0 220z"/><path d="M1040 470 q-90 -70 -70 -170 q60 80 70 170z"/></g>
<rect y="520" width="1200" height="80" fill="${c.to}" opacity="0.5"/>`,
};

function scene(name, palette) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600" viewBox="0 0 1200 600">
<defs><linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs>
${SCENES[name](palette)}
</svg>`;
}

async function write(file, svg, width, quality = 78) {
  const target = path.join(OUT, file);
  mkdirSync(path.dirname(target), { recursive: true });
  const webp = await sharp(Buffer.from(svg)).resize({ width }).webp({ quality }).toBuffer();
  writeFileSync(target, webp);
  return webp.length;
}

const { PORTRAIT_LOOKS } = await tsImport(
  pathToFileURL(path.join(ROOT, 'src/server/db/seed/demo-images.ts')).href,
  import.meta.url,
);

rmSync(OUT, { recursive: true, force: true });
let total = 0;
let count = 0;
for (const look of PORTRAIT_LOOKS) {
  const index = PORTRAIT_LOOKS.filter((other) => other.gender === look.gender).indexOf(look);
  // Flat colour compresses well; 70 keeps each file near 10 KB without visible ringing.
  total += await write(`portraits/${look.id}.webp`, portraitSvg(look, index), 480, 70);
  total += await write(`listings/${look.id}.webp`, listingSvg(look, index), 640, 70);
  count += 2;
}
for (const [s, sceneName] of Object.keys(SCENES).entries()) {
  for (const [v, variant] of ['a', 'b'].entries()) {
    const palette = PALETTES[(s + v * 4) % PALETTES.length];
    total += await write(`scenes/${sceneName}-${variant}.webp`, scene(sceneName, palette), 1200);
    count += 1;
  }
}
console.log(`${count} images, ${(total / 1024).toFixed(0)} KiB in ${path.relative(ROOT, OUT)}`);
