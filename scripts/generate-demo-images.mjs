// Draws the demo trainers' illustrations (flat vector figures and scenes) and writes them as
// WebP under public/demo/. Run with `node scripts/generate-demo-images.mjs`; the output is
// committed, so the app never fetches an image from elsewhere. The file names are the
// contract with src/server/db/seed/demo-images.ts.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

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

/**
 * Poses as joints on a 480×600 canvas (floor at y 545). S = shoulder, E = elbow, W = wrist
 * (hand), H = hip, K = knee, F = foot; l/r as seen by the viewer.
 */
// biome-ignore format: a pose reads best as a compact table of joints
const POSES = {
  curl: {
    head: [240, 150],
    lS: [208, 205], rS: [272, 205], lE: [194, 285], lW: [214, 222], rE: [288, 285], rW: [292, 362],
    lH: [222, 335], rH: [258, 335], lK: [214, 440], lF: [208, 540], rK: [266, 440], rF: [272, 540],
    props: (c) => dumbbell(214, 222, c) + dumbbell(292, 362, c),
  },
  press: {
    head: [240, 150],
    lS: [208, 205], rS: [272, 205], lE: [168, 168], lW: [182, 96], rE: [312, 168], rW: [298, 96],
    lH: [222, 335], rH: [258, 335], lK: [210, 440], lF: [198, 540], rK: [270, 440], rF: [282, 540],
    props: (c) => barbell(240, 96, 280, c),
  },
  squat: {
    head: [240, 212],
    lS: [208, 266], rS: [272, 266], lE: [198, 330], lW: [230, 300], rE: [282, 330], rW: [250, 300],
    lH: [218, 395], rH: [262, 395], lK: [160, 430], lF: [176, 540], rK: [320, 430], rF: [304, 540],
    props: (c) => kettlebell(240, 322, c),
  },
  tree: {
    head: [240, 110],
    lS: [210, 160], rS: [270, 160], lE: [188, 96], lW: [233, 40], rE: [292, 96], rW: [247, 40],
    lH: [224, 300], rH: [256, 300], lK: [228, 420], lF: [230, 540], rK: [330, 372], rF: [238, 408],
    props: (c) => mat(c),
  },
  warrior: {
    head: [240, 150],
    lS: [208, 202], rS: [272, 202], lE: [140, 205], lW: [72, 205], rE: [340, 205], rW: [408, 205],
    lH: [226, 330], rH: [256, 330], lK: [150, 430], lF: [144, 540], rK: [320, 435], rF: [386, 540],
    props: (c) => mat(c),
  },
  run: {
    head: [252, 140],
    lS: [220, 194], rS: [280, 194], lE: [178, 256], lW: [150, 204], rE: [304, 262], rW: [336, 214],
    lH: [228, 322], rH: [260, 322], lK: [200, 430], lF: [168, 538], rK: [322, 378], rF: [300, 470],
    props: () => '',
  },
  boxing: {
    head: [236, 150],
    lS: [205, 202], rS: [268, 202], lE: [176, 272], lW: [206, 178], rE: [302, 276], rW: [276, 188],
    lH: [220, 335], rH: [255, 335], lK: [194, 440], lF: [174, 540], rK: [286, 440], rF: [306, 540],
    props: (c) =>
      `<circle cx="206" cy="178" r="24" fill="${c.accent}"/><circle cx="276" cy="188" r="24" fill="${c.accent}"/>`,
  },
  star: {
    head: [240, 130],
    lS: [208, 182], rS: [272, 182], lE: [150, 130], lW: [108, 70], rE: [330, 130], rW: [372, 70],
    lH: [222, 315], rH: [258, 315], lK: [180, 420], lF: [140, 515], rK: [300, 420], rF: [340, 515],
    props: () => '',
  },
};

const HAIR = ['bun', 'short', 'ponytail', 'crop'];

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

function mat(c) {
  return `<rect x="110" y="538" width="260" height="14" rx="7" fill="${c.accent}" opacity="0.85"/>`;
}

function hair(style, [x, y], color) {
  switch (style) {
    case 'bun':
      return `<circle cx="${x}" cy="${y - 38}" r="15" fill="${color}"/><path d="M${x - 31} ${y - 4} a31 31 0 0 1 62 0 z" fill="${color}"/>`;
    case 'ponytail':
      return `<path d="M${x - 31} ${y - 2} a31 31 0 0 1 62 0 z" fill="${color}"/><path d="M${x + 24} ${y - 22} q34 10 26 64 q-14 -26 -34 -40 z" fill="${color}"/>`;
    case 'crop':
      return `<path d="M${x - 31} ${y - 6} q2 -30 31 -30 q29 0 31 30 q-31 -14 -62 0 z" fill="${color}"/>`;
    default:
      return `<path d="M${x - 30} ${y - 4} q0 -28 30 -29 q30 1 30 29 q-14 -12 -30 -10 q-18 -2 -30 10 z" fill="${color}"/>`;
  }
}

const line = (points) => points.map(([x, y]) => `${x},${y}`).join(' ');

function figure(pose, hairStyle, c) {
  const p = pose;
  const neckBase = [(p.lS[0] + p.rS[0]) / 2, (p.lS[1] + p.rS[1]) / 2];
  const limb = (pts, width) =>
    `<polyline points="${line(pts)}" fill="none" stroke="${c.figure}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
  const hairColor = c.figure === '#f1f5f9' ? '#94a3b8' : '#000000';
  return [
    limb([p.lH, p.lK, p.lF], 30),
    limb([p.rH, p.rK, p.rF], 30),
    `<polygon points="${line([p.lS, p.rS, p.rH, p.lH])}" fill="${c.figure}" stroke="${c.figure}" stroke-width="26" stroke-linejoin="round"/>`,
    limb([neckBase, p.head], 20),
    limb([p.lS, p.lE, p.lW], 24),
    limb([p.rS, p.rE, p.rW], 24),
    `<circle cx="${p.head[0]}" cy="${p.head[1]}" r="30" fill="${c.figure}"/>`,
    `<g opacity="0.55">${hair(hairStyle, p.head, hairColor)}</g>`,
    p.props(c),
  ].join('');
}

/** A figure on its backdrop; `width` 480 is the portrait, 800 the 4:3 listing card image. */
function portrait(poseName, hairStyle, palette, variant, width = 480) {
  const c = palette;
  const sunX = [150, 330, 240, 120][variant % 4];
  const sunY = [170, 150, 120, 220][variant % 4];
  const decoration = [
    `<circle cx="400" cy="90" r="46" fill="none" stroke="${c.sun}" stroke-width="8" opacity="0.35"/>`,
    `<g fill="${c.sun}" opacity="0.3">${Array.from({ length: 16 }, (_, i) => `<circle cx="${40 + (i % 4) * 22}" cy="${420 + Math.floor(i / 4) * 22}" r="4"/>`).join('')}</g>`,
    `<path d="M0 430 L480 330 L480 380 L0 480 z" fill="${c.sun}" opacity="0.12"/>`,
    `<rect x="360" y="400" width="80" height="80" rx="18" fill="none" stroke="${c.sun}" stroke-width="6" opacity="0.3" transform="rotate(18 400 440)"/>`,
  ][variant % 4];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="600" viewBox="0 0 ${width} 600">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.from}"/><stop offset="1" stop-color="${c.to}"/></linearGradient></defs>
<rect width="${width}" height="600" fill="url(#bg)"/>
<g transform="translate(${(width - 480) / 2} 0)">
<circle cx="${sunX}" cy="${sunY}" r="150" fill="${c.sun}" opacity="0.28"/>
${decoration}
<ellipse cx="240" cy="552" rx="150" ry="16" fill="#000" opacity="0.18"/>
${figure(POSES[poseName], hairStyle, c)}
</g>
</svg>`;
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

async function write(file, svg, width) {
  const target = path.join(OUT, file);
  mkdirSync(path.dirname(target), { recursive: true });
  const webp = await sharp(Buffer.from(svg)).resize({ width }).webp({ quality: 78 }).toBuffer();
  writeFileSync(target, webp);
  return webp.length;
}

rmSync(OUT, { recursive: true, force: true });
let total = 0;
let count = 0;
const poseNames = Object.keys(POSES);
for (const [h, hairStyle] of HAIR.entries()) {
  for (const [p, poseName] of poseNames.entries()) {
    const paletteIndex = (p + h * 3) % PALETTES.length;
    total += await write(
      `portraits/${poseName}-${hairStyle}.webp`,
      portrait(poseName, hairStyle, PALETTES[paletteIndex], p + h),
      480,
    );
    total += await write(
      `listings/${poseName}-${hairStyle}.webp`,
      portrait(poseName, hairStyle, PALETTES[paletteIndex], p + h, 800),
      640,
    );
    count += 2;
  }
}
for (const [s, sceneName] of Object.keys(SCENES).entries()) {
  for (const [v, variant] of ['a', 'b'].entries()) {
    const palette = PALETTES[(s + v * 4) % PALETTES.length];
    total += await write(`scenes/${sceneName}-${variant}.webp`, scene(sceneName, palette), 1200);
    count += 1;
  }
}
console.log(`${count} images, ${(total / 1024).toFixed(0)} KiB in ${path.relative(ROOT, OUT)}`);
