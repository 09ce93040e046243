// Head-and-shoulders portraits of the demo trainers, drawn as flat SVG. Each look in
// src/server/db/seed/demo-images.ts (gender, setting, headwear) becomes one person; the rest of
// the face, hair and clothing comes from the look's index through a seeded source, so the same
// files come out on every run. People are drawn on a 480×600 canvas.
import { tsImport } from 'tsx/esm/api';

const { createRandom: createSeededRandom } = await tsImport(
  '../src/server/db/seed/random.ts',
  import.meta.url,
);

const CX = 240;
const CY = 256;

/** Indian skin tones, light to deep brown: [skin, shadow]. */
const SKIN = [
  ['#f2cfae', '#dcae88'],
  ['#e9bc96', '#d29f76'],
  ['#dfaa80', '#c58e63'],
  ['#d09a6d', '#b47c52'],
  ['#c08459', '#a36943'],
  ['#ad7249', '#8f5a36'],
  ['#9a6240', '#7e4c2e'],
  ['#85522f', '#6a3f22'],
  ['#6e4327', '#56321b'],
];
const HAIR_DARK = ['#17110f', '#221712', '#2e1e15', '#3a261a', '#1d1a1a'];
const HAIR_GREY = ['#8c8782', '#6f6a66', '#a9a49f'];
const CLOTH = [
  '#0f766e',
  '#1d4ed8',
  '#be123c',
  '#7c3aed',
  '#ea580c',
  '#0e7490',
  '#15803d',
  '#334155',
  '#c026d3',
  '#b45309',
  '#1e3a8a',
  '#dc2626',
  '#0f172a',
  '#4d7c0f',
  '#9d174d',
  '#f8fafc',
];
const ACCENT = ['#facc15', '#f97316', '#22d3ee', '#a3e635', '#f472b6', '#ffffff', '#fb7185'];
const TURBAN = ['#f59e0b', '#1e3a8a', '#7f1d1d', '#0f766e', '#db2777', '#111827'];
const HIJAB = ['#1e293b', '#9f1239', '#0f766e', '#6d28d9', '#b45309', '#475569'];

const WOMEN_HAIR = ['long', 'bun', 'braid', 'bob', 'ponytail', 'curly', 'pixie'];
const MEN_HAIR = ['short', 'sidePart', 'crop', 'curly', 'shaved', 'quiff', 'bald', 'manBun'];
const TOPS = ['tee', 'zip', 'polo', 'tank'];

/** The demo data's own seeded generator, with the continuous range the drawings need. */
function createRandom(seed) {
  const random = createSeededRandom(seed);
  return { ...random, range: (min, max) => min + random.next() * (max - min) };
}

const hex = (n) => Math.round(n).toString(16).padStart(2, '0');
function mix(a, b, t) {
  const pa = [1, 3, 5].map((i) => Number.parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => Number.parseInt(b.slice(i, i + 2), 16));
  return `#${pa.map((v, i) => hex(v + (pb[i] - v) * t)).join('')}`;
}
const darker = (c, t = 0.2) => mix(c, '#000000', t);
const lighter = (c, t = 0.2) => mix(c, '#ffffff', t);
const r1 = (n) => Math.round(n * 10) / 10;

/**
 * The traits of look number `index` among its gender's looks. Skin, hair and top step through
 * their lists with strides that share no factor with the list lengths, so neighbours differ;
 * small features come from the seeded source.
 */
export function personFor(look, index) {
  const random = createRandom(7_919 * (index + 1) + (look.gender === 'female' ? 0 : 104_729));
  const female = look.gender === 'female';
  const older = index % 6 === 4;
  const hairStyles = female ? WOMEN_HAIR : MEN_HAIR;
  const style = hairStyles[(index * 3 + (female ? 0 : 1)) % hairStyles.length];
  const w = female ? random.range(64, 70) : random.range(68, 75);
  const beardOptions = ['none', 'stubble', 'beard', 'moustache', 'none', 'beard'];
  return {
    female,
    skin: SKIN[(index * 4 + (female ? 0 : 2)) % SKIN.length],
    hairColour: older ? random.pick(HAIR_GREY) : random.pick(HAIR_DARK),
    hair: look.headwear === 'none' ? style : look.headwear,
    headwearColour: random.pick(look.headwear === 'turban' ? TURBAN : HIJAB),
    face: {
      w,
      h: w * random.range(1.24, 1.36),
      jaw: female ? random.range(0.5, 0.62) : random.range(0.6, 0.78),
      chin: female ? random.range(2, 8) : random.range(6, 16),
    },
    eyes: random.pick(['dot', 'almond', 'almond', 'happy']),
    brow: random.range(-3, 3),
    nose: random.pick(['curve', 'button', 'long']),
    mouth: random.pick(['open', 'line', 'lips', 'open']),
    beard: female
      ? 'none'
      : look.headwear === 'turban'
        ? 'full'
        : beardOptions[(index * 5) % beardOptions.length],
    glasses: index % 7 === 3 || (older && index % 2 === 0),
    earrings: female && random.chance(0.6),
    top: look.headwear === 'hijab' && index % 2 ? 'zip' : TOPS[(index * 3 + 1) % TOPS.length],
    cloth: CLOTH[(index * 7 + (female ? 3 : 0)) % CLOTH.length],
    accent: ACCENT[(index * 3) % ACCENT.length],
    extra: ['none', 'lanyard', 'none', 'towel', 'none'][index % 5],
    shoulders: female ? random.range(168, 182) : random.range(192, 206),
    palette: index,
    mirror: index % 2 === 1,
  };
}

function facePath({ w, h, jaw, chin }) {
  return `M${CX} ${r1(CY - h)} C${r1(CX + w * 0.92)} ${r1(CY - h)} ${r1(CX + w)} ${r1(CY - h * 0.55)} ${r1(CX + w)} ${r1(CY - h * 0.05)} C${r1(CX + w)} ${r1(CY + h * 0.45)} ${r1(CX + w * jaw)} ${r1(CY + h * 0.9)} ${r1(CX + chin)} ${r1(CY + h)} L${r1(CX - chin)} ${r1(CY + h)} C${r1(CX - w * jaw)} ${r1(CY + h * 0.9)} ${r1(CX - w)} ${r1(CY + h * 0.45)} ${r1(CX - w)} ${r1(CY - h * 0.05)} C${r1(CX - w)} ${r1(CY - h * 0.55)} ${r1(CX - w * 0.92)} ${r1(CY - h)} ${CX} ${r1(CY - h)}Z`;
}

/** The upper half of an ellipse centred at (CX, y), from left to right over the top. */
const dome = (y, rx, top) =>
  `M${r1(CX - rx)} ${r1(y)} A${r1(rx)} ${r1(y - top)} 0 0 1 ${r1(CX + rx)} ${r1(y)}`;

function hairBack(p) {
  const { w, h } = p.face;
  const c = p.hairColour;
  switch (p.hair) {
    case 'long':
      return `<path d="${dome(CY - 10, w + 14, CY - h - 14)} L${CX + w + 30} ${CY + 190} Q${CX} ${CY + 210} ${CX - w - 30} ${CY + 190}Z" fill="${darker(c, 0.15)}"/>`;
    case 'bob':
      return `<path d="${dome(CY - 8, w + 20, CY - h - 16)} L${CX + w + 22} ${r1(CY + h * 0.55)} Q${CX + w + 20} ${r1(CY + h * 0.7)} ${CX + w} ${r1(CY + h * 0.66)} L${CX - w} ${r1(CY + h * 0.66)} Q${CX - w - 20} ${r1(CY + h * 0.7)} ${CX - w - 22} ${r1(CY + h * 0.55)}Z" fill="${c}"/>`;
    case 'curly': {
      const curls = [];
      for (let i = 0; i < 14; i += 1) {
        const a = Math.PI * (0.9 + (i / 13) * 1.2);
        curls.push(
          `<circle cx="${r1(CX + Math.cos(a) * (w + 16))}" cy="${r1(CY - 4 + Math.sin(a) * (h + 12))}" r="${22 + (i % 3) * 3}"/>`,
        );
      }
      for (const side of [-1, 1]) {
        for (let k = 0; k < 4; k += 1)
          curls.push(
            `<circle cx="${r1(CX + side * (w + 14 - k * 2))}" cy="${r1(CY + 10 + k * 26)}" r="${22 - k * 2}"/>`,
          );
      }
      return `<g fill="${c}">${curls.join('')}</g>`;
    }
    case 'bun':
      return `<circle cx="${CX}" cy="${r1(CY - h - 22)}" r="34" fill="${c}"/><path d="M${CX - 26} ${r1(CY - h + 2)} Q${CX} ${r1(CY - h + 10)} ${CX + 26} ${r1(CY - h + 2)}" fill="none" stroke="${darker(c, 0.35)}" stroke-width="4"/>`;
    case 'manBun':
      return `<circle cx="${CX}" cy="${r1(CY - h - 14)}" r="22" fill="${c}"/>`;
    case 'ponytail':
      return `<path d="M${CX + w - 20} ${r1(CY - h * 0.5)} C${CX + w + 40} ${r1(CY - h * 0.6)} ${CX + w + 42} ${CY + 40} ${CX + w + 26} ${CY + 150} C${CX + w + 8} ${CY + 90} ${CX + w} ${CY + 10} ${CX + w - 30} ${CY - 10}Z" fill="${c}"/>`;
    case 'hijab': {
      const sw = p.shoulders;
      const hc = p.headwearColour;
      return `<path d="M${CX - w - 26} ${CY} C${CX - w - 30} ${r1(CY - h - 44)} ${CX + w + 30} ${r1(CY - h - 44)} ${CX + w + 26} ${CY} C${CX + w + 34} ${r1(CY + h + 20)} ${CX + sw - 60} ${CY + 200} ${CX + sw - 40} 600 L${CX - sw + 40} 600 C${CX - sw + 60} ${CY + 200} ${CX - w - 34} ${r1(CY + h + 20)} ${CX - w - 26} ${CY}Z" fill="${hc}"/><path d="M${r1(CX - w * 0.8)} ${r1(CY + h + 14)} Q${CX} ${r1(CY + h + 44)} ${r1(CX + w * 0.8)} ${r1(CY + h + 14)}" fill="none" stroke="${darker(hc, 0.25)}" stroke-width="5" stroke-linecap="round"/><path d="M${CX + 10} ${r1(CY + h + 40)} Q${CX + 70} ${CY + 210} ${CX + 110} 600" fill="none" stroke="${darker(hc, 0.2)}" stroke-width="5" stroke-linecap="round"/>`;
    }
    default:
      return '';
  }
}

function hairFront(p) {
  const { w, h } = p.face;
  const c = p.hairColour;
  const hl = CY - h * 0.56;
  const shine = lighter(c, 0.18);
  switch (p.hair) {
    case 'short':
      return `<path d="${dome(CY - 6, w + 5, CY - h - 14)} L${CX + w - 2} ${CY - 6} Q${CX + w - 4} ${r1(hl + 8)} ${r1(CX + w * 0.45)} ${r1(hl + 2)} Q${CX} ${r1(hl - 8)} ${r1(CX - w * 0.45)} ${r1(hl + 2)} Q${CX - w + 4} ${r1(hl + 8)} ${CX - w + 2} ${CY - 6}Z" fill="${c}"/>`;
    case 'crop':
      return `<path d="${dome(CY - 8, w + 4, CY - h - 8)} L${CX + w - 1} ${CY - 8} L${CX + w - 4} ${r1(hl + 4)} Q${CX} ${r1(hl - 4)} ${CX - w + 4} ${r1(hl + 4)} L${CX - w + 1} ${CY - 8}Z" fill="${c}"/>`;
    case 'shaved':
      return `<path d="${dome(CY - 8, w + 2, CY - h - 4)} L${CX + w - 2} ${CY - 8} Q${CX + w - 4} ${r1(hl)} ${CX} ${r1(hl - 4)} Q${CX - w + 4} ${r1(hl)} ${CX - w + 2} ${CY - 8}Z" fill="${c}" opacity="0.55"/>`;
    case 'bald':
      return `<path d="M${CX - w + 1} ${CY - 4} Q${CX - w - 3} ${CY - 26} ${CX - w + 6} ${CY - 40} L${CX - w + 6} ${CY - 6}Z M${CX + w - 1} ${CY - 4} Q${CX + w + 3} ${CY - 26} ${CX + w - 6} ${CY - 40} L${CX + w - 6} ${CY - 6}Z" fill="${c}" opacity="0.6"/><ellipse cx="${CX - 18}" cy="${r1(CY - h + 22)}" rx="22" ry="10" fill="#ffffff" opacity="0.18" transform="rotate(-18 ${CX - 18} ${r1(CY - h + 22)})"/>`;
    case 'sidePart':
      return `<path d="${dome(CY - 6, w + 6, CY - h - 20)} L${CX + w - 2} ${CY - 6} Q${CX + w - 2} ${r1(hl + 2)} ${r1(CX + w * 0.4)} ${r1(hl - 2)} Q${CX - w * 0.2} ${r1(hl + 8)} ${CX - w + 2} ${CY - 6}Z" fill="${c}"/><path d="M${r1(CX - w * 0.42)} ${r1(CY - h - 8)} Q${r1(CX - w * 0.36)} ${r1(hl - 20)} ${r1(CX - w * 0.5)} ${r1(hl - 2)}" fill="none" stroke="${shine}" stroke-width="3" stroke-linecap="round"/>`;
    case 'quiff':
      return `<path d="M${CX - w - 5} ${CY - 6} C${CX - w - 8} ${r1(CY - h - 24)} ${CX - 10} ${r1(CY - h - 40)} ${CX + 30} ${r1(CY - h - 30)} C${CX + w} ${r1(CY - h - 20)} ${CX + w + 8} ${r1(CY - h)} ${CX + w + 5} ${CY - 6} L${CX + w - 2} ${CY - 6} Q${CX + w - 4} ${r1(hl + 6)} ${r1(CX + w * 0.3)} ${r1(hl - 4)} Q${CX - w * 0.3} ${r1(hl - 6)} ${CX - w + 2} ${CY - 6}Z" fill="${c}"/><path d="M${CX - 20} ${r1(CY - h - 16)} Q${CX + 12} ${r1(CY - h - 30)} ${CX + 40} ${r1(CY - h - 18)}" fill="none" stroke="${shine}" stroke-width="3" stroke-linecap="round"/>`;
    case 'manBun':
      return `<path d="${dome(CY - 6, w + 5, CY - h - 10)} L${CX + w - 2} ${CY - 6} Q${CX + w - 4} ${r1(hl + 4)} ${CX} ${r1(hl - 2)} Q${CX - w + 4} ${r1(hl + 4)} ${CX - w + 2} ${CY - 6}Z" fill="${c}"/>${[-0.4, 0, 0.4].map((k) => `<path d="M${r1(CX + k * w)} ${r1(hl + 2)} Q${r1(CX + k * w * 0.6)} ${r1(CY - h)} ${CX} ${r1(CY - h - 12)}" fill="none" stroke="${shine}" stroke-width="2.5"/>`).join('')}`;
    case 'curly': {
      const curls = [];
      for (let i = 0; i <= 8; i += 1) {
        const x = CX - w + 6 + (i * (2 * w - 12)) / 8;
        const y = hl + Math.abs(i - 4) * 3;
        curls.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${p.female ? 15 : 13}"/>`);
      }
      return `<g fill="${c}"><path d="${dome(CY - 8, w + 6, CY - h - 16)} L${CX + w - 2} ${CY - 8} L${CX + w - 6} ${r1(hl)} L${CX - w + 6} ${r1(hl)} L${CX - w + 2} ${CY - 8}Z"/>${curls.join('')}${
        p.female
          ? `<path d="M${CX - w - 8} ${CY - 20} Q${CX - w - 4} ${CY + 60} ${CX - w + 4} ${CY + 70} L${CX - w + 6} ${CY - 20}Z M${CX + w + 8} ${CY - 20} Q${CX + w + 4} ${CY + 60} ${CX + w - 4} ${CY + 70} L${CX + w - 6} ${CY - 20}Z"/>`
          : ''
      }</g>`;
    }
    case 'long': {
      const part = CX - w * 0.22;
      const end = CY + 215;
      return `<path d="${dome(CY - 8, w + 12, CY - h - 14)} Q${CX + w + 18} ${CY + 110} ${CX + w + 34} ${end} Q${CX + w + 14} ${end + 16} ${CX + w - 4} ${end - 10} Q${CX + w + 4} ${CY + 40} ${CX + w - 6} ${CY - 14} Q${r1(CX + w * 0.5)} ${r1(hl - 4)} ${r1(part)} ${r1(hl - 12)} Q${r1(CX - w * 0.7)} ${r1(hl + 8)} ${CX - w + 6} ${CY - 6} Q${CX - w - 4} ${CY + 40} ${CX - w + 4} ${end - 10} Q${CX - w - 14} ${end + 16} ${CX - w - 34} ${end} Q${CX - w - 18} ${CY + 110} ${CX - w - 12} ${CY - 8}Z" fill="${c}"/><path d="M${r1(part)} ${r1(hl - 12)} Q${r1(part + w * 0.3)} ${r1(CY - h - 4)} ${r1(part + w * 0.05)} ${r1(CY - h - 12)}" fill="none" stroke="${shine}" stroke-width="3" stroke-linecap="round"/>`;
    }
    case 'bob': {
      const drop = h * 0.66;
      const part = CX - w * 0.22;
      return `<path d="${dome(CY - 8, w + 12, CY - h - 14)} L${CX + w + 16} ${r1(CY + drop)} L${CX + w - 4} ${r1(CY + drop)} Q${CX + w + 2} ${CY + 20} ${CX + w - 6} ${CY - 14} Q${r1(CX + w * 0.5)} ${r1(hl - 4)} ${r1(part)} ${r1(hl - 12)} Q${r1(CX - w * 0.7)} ${r1(hl + 8)} ${CX - w + 6} ${CY - 6} Q${CX - w} ${CY + 30} ${CX - w + 2} ${r1(CY + drop)} L${CX - w - 16} ${r1(CY + drop)}Z" fill="${c}"/><path d="M${r1(part)} ${r1(hl - 12)} Q${r1(part + w * 0.3)} ${r1(CY - h - 4)} ${r1(part + w * 0.05)} ${r1(CY - h - 12)}" fill="none" stroke="${shine}" stroke-width="3" stroke-linecap="round"/>`;
    }
    case 'pixie':
      return `<path d="${dome(CY - 6, w + 6, CY - h - 14)} L${CX + w - 2} ${CY - 6} Q${CX + w - 2} ${r1(hl)} ${r1(CX + w * 0.4)} ${r1(hl - 6)} Q${CX - w * 0.2} ${r1(hl + 14)} ${CX - w + 10} ${r1(hl + 34)} L${CX - w + 2} ${CY - 2}Z" fill="${c}"/><path d="M${r1(CX + w * 0.5)} ${r1(CY - h - 6)} Q${CX} ${r1(hl - 14)} ${CX - w + 16} ${r1(hl + 22)}" fill="none" stroke="${shine}" stroke-width="3" stroke-linecap="round"/>`;
    case 'bun':
    case 'ponytail':
    case 'braid':
      return `<path d="${dome(CY - 6, w + 5, CY - h - 10)} L${CX + w - 2} ${CY - 6} Q${CX + w - 2} ${r1(hl + 4)} ${CX} ${r1(hl - 4)} Q${CX - w + 2} ${r1(hl + 4)} ${CX - w + 2} ${CY - 6}Z" fill="${c}"/>${[-0.5, 0.5].map((k) => `<path d="M${r1(CX + k * w)} ${r1(hl + 2)} Q${r1(CX + k * w * 0.7)} ${r1(CY - h + 4)} ${CX} ${r1(CY - h - 8)}" fill="none" stroke="${shine}" stroke-width="2.5"/>`).join('')}`;
    case 'turban': {
      const t = p.headwearColour;
      const fold = darker(t, 0.25);
      const peak = CY - h - 58;
      const folds = [0, 1, 2, 3]
        .map((k) => {
          const side = CY - 22 - k * 22;
          const mid = hl + 6 - k * 24;
          return `<path d="M${CX - w - 8} ${r1(side)} Q${r1(CX - w * 0.5)} ${r1(mid - 4)} ${CX} ${r1(mid - 18)} M${CX + w + 8} ${r1(side - 14)} Q${r1(CX + w * 0.5)} ${r1(mid - 10)} ${CX} ${r1(mid - 18)}" fill="none" stroke="${fold}" stroke-width="4" stroke-linecap="round"/>`;
        })
        .join('');
      return `<path d="M${CX - w - 10} ${CY - 8} C${CX - w - 22} ${r1(CY - h - 40)} ${CX - 40} ${r1(peak)} ${CX} ${r1(peak)} C${CX + 40} ${r1(peak)} ${CX + w + 22} ${r1(CY - h - 40)} ${CX + w + 10} ${CY - 8} L${CX + w - 2} ${CY - 12} Q${r1(CX + w * 0.5)} ${r1(hl - 6)} ${CX} ${r1(hl + 16)} Q${r1(CX - w * 0.5)} ${r1(hl - 6)} ${CX - w + 2} ${CY - 12}Z" fill="${t}"/>${folds}<path d="M${CX} ${r1(hl + 16)} L${CX} ${r1(peak + 24)}" stroke="${lighter(t, 0.25)}" stroke-width="3" opacity="0.6"/>`;
    }
    case 'hijab': {
      const hc = p.headwearColour;
      return `<path d="M${CX - w - 8} ${CY + 40} L${CX - w - 8} ${CY - 6} A${w + 8} ${r1(h + 12)} 0 0 1 ${CX + w + 8} ${CY - 6} L${CX + w + 8} ${CY + 40} L${CX + w - 3} ${CY + 40} Q${CX + w + 2} ${r1(hl + 6)} ${CX} ${r1(hl - 2)} Q${CX - w - 2} ${r1(hl + 6)} ${CX - w + 3} ${CY + 40}Z" fill="${hc}"/><path d="M${CX - w + 3} ${CY + 40} Q${CX - w - 2} ${r1(hl + 6)} ${CX} ${r1(hl - 2)} Q${CX + w + 2} ${r1(hl + 6)} ${CX + w - 3} ${CY + 40}" fill="none" stroke="${lighter(hc, 0.2)}" stroke-width="4"/>`;
    }
    default:
      return '';
  }
}

/** A braid over the left shoulder, drawn over the top. */
function braid(p) {
  const { w } = p.face;
  const c = p.hairColour;
  const links = [];
  for (let i = 0; i < 7; i += 1) {
    const x = CX + w - 6 + i * 5;
    const y = CY + 70 + i * 34;
    links.push(
      `<ellipse cx="${r1(x)}" cy="${y}" rx="${17 - i}" ry="22" fill="${c}" stroke="${darker(c, 0.35)}" stroke-width="2"/>`,
    );
  }
  return `<path d="M${CX + w - 8} ${CY - 20} Q${CX + w + 10} ${CY + 20} ${CX + w - 2} ${CY + 70}" fill="none" stroke="${c}" stroke-width="26" stroke-linecap="round"/>${links.join('')}<rect x="${r1(CX + w + 16)}" y="${CY + 286}" width="22" height="9" rx="4" fill="${p.accent === '#ffffff' ? '#f472b6' : p.accent}"/>`;
}

function body(p) {
  const sw = p.shoulders;
  const nw = p.face.w * (p.female ? 0.42 : 0.5);
  const [skin, shade] = p.skin;
  const cloth = p.cloth;
  const clothShade = darker(cloth, 0.18);
  const base = `M${CX - sw} 600 L${CX - sw} 560 C${CX - sw} 488 ${CX - sw + 44} 448 ${r1(CX - nw - 22)} 432 L${r1(CX + nw + 22)} 432 C${CX + sw - 44} 448 ${CX + sw} 488 ${CX + sw} 560 L${CX + sw} 600Z`;
  const neck = `<path d="M${r1(CX - nw)} ${CY + 40} L${r1(CX - nw - 3)} 440 Q${CX} 460 ${r1(CX + nw + 3)} 440 L${r1(CX + nw)} ${CY + 40}Z" fill="${skin}"/><path d="M${r1(CX - nw)} ${CY + 60} Q${CX} ${r1(CY + p.face.h + 36)} ${r1(CX + nw)} ${CY + 60}Z" fill="${shade}"/>`;
  const parts = [];
  switch (p.top) {
    case 'tank':
      parts.push(
        `<path d="${base}" fill="${skin}"/>`,
        `<path d="M${CX - sw + 62} 600 C${CX - sw + 66} 540 ${r1(CX - nw - 40)} 500 ${r1(CX - nw - 30)} 432 L${r1(CX - nw - 6)} 432 Q${CX} 520 ${r1(CX + nw + 6)} 432 L${r1(CX + nw + 30)} 432 C${r1(CX + nw + 40)} 500 ${CX + sw - 66} 540 ${CX + sw - 62} 600Z" fill="${cloth}"/>`,
        `<path d="M${r1(CX - nw - 6)} 432 Q${CX} 520 ${r1(CX + nw + 6)} 432" fill="none" stroke="${clothShade}" stroke-width="5"/>`,
        `<path d="M${CX - sw + 30} 560 Q${CX - sw + 40} 520 ${CX - sw + 60} 510 M${CX + sw - 30} 560 Q${CX + sw - 40} 520 ${CX + sw - 60} 510" fill="none" stroke="${shade}" stroke-width="3" opacity="0.6"/>`,
      );
      break;
    case 'polo':
      parts.push(
        `<path d="${base}" fill="${cloth}"/>`,
        `<path d="M${CX - 20} 432 L${CX} 492 L${CX + 20} 432Z" fill="${skin}"/>`,
        `<path d="M${r1(CX - nw - 20)} 426 L${CX - 2} 470 L${CX - 34} 486 L${r1(CX - nw - 30)} 442Z M${r1(CX + nw + 20)} 426 L${CX + 2} 470 L${CX + 34} 486 L${r1(CX + nw + 30)} 442Z" fill="${lighter(cloth, 0.12)}" stroke="${clothShade}" stroke-width="2"/>`,
        `<path d="M${CX} 492 L${CX} 540" stroke="${clothShade}" stroke-width="3"/><circle cx="${CX}" cy="504" r="3.5" fill="${lighter(cloth, 0.5)}"/><circle cx="${CX}" cy="526" r="3.5" fill="${lighter(cloth, 0.5)}"/>`,
      );
      break;
    case 'zip':
      parts.push(
        `<path d="${base}" fill="${cloth}"/>`,
        `<path d="M${r1(CX - nw - 4)} 430 L${CX} 500 L${r1(CX + nw + 4)} 444Z" fill="${p.accent === '#ffffff' ? '#e2e8f0' : lighter(p.accent, 0.35)}"/>`,
        `<path d="M${r1(CX - nw - 22)} 432 L${r1(CX - nw - 14)} 408 L${r1(CX - nw + 2)} 424 L${CX} 500Z M${r1(CX + nw + 22)} 432 L${r1(CX + nw + 14)} 408 L${r1(CX + nw - 2)} 424 L${CX} 500Z" fill="${clothShade}"/>`,
        `<path d="M${CX} 500 L${CX} 600" stroke="${darker(cloth, 0.4)}" stroke-width="4"/><rect x="${CX - 4}" y="500" width="8" height="18" rx="3" fill="#cbd5e1"/>`,
        `<path d="M${CX - sw + 14} 600 L${CX - sw + 14} 560 C${CX - sw + 14} 500 ${CX - sw + 50} 476 ${r1(CX - nw - 26)} 444 M${CX + sw - 14} 600 L${CX + sw - 14} 560 C${CX + sw - 14} 500 ${CX + sw - 50} 476 ${r1(CX + nw + 26)} 444" fill="none" stroke="${p.accent}" stroke-width="9"/>`,
      );
      break;
    default:
      parts.push(
        `<path d="${base}" fill="${cloth}"/>`,
        `<path d="M${r1(CX - nw - 12)} 432 Q${CX} 500 ${r1(CX + nw + 12)} 432Z" fill="${skin}"/>`,
        `<path d="M${r1(CX - nw - 12)} 432 Q${CX} 500 ${r1(CX + nw + 12)} 432" fill="none" stroke="${clothShade}" stroke-width="7"/>`,
        `<path d="M${CX - sw + 40} 600 Q${CX - sw + 44} 530 ${CX - sw + 62} 478 M${CX + sw - 40} 600 Q${CX + sw - 44} 530 ${CX + sw - 62} 478" fill="none" stroke="${clothShade}" stroke-width="3"/>`,
      );
  }
  if (p.extra === 'lanyard' && p.hair !== 'hijab') {
    parts.push(
      `<path d="M${r1(CX - nw - 6)} 436 L${CX - 6} 548 M${r1(CX + nw + 6)} 436 L${CX + 6} 548" stroke="${p.accent}" stroke-width="5" stroke-linecap="round"/><rect x="${CX - 12}" y="544" width="30" height="16" rx="8" fill="#94a3b8"/><circle cx="${CX + 10}" cy="552" r="4" fill="#475569"/>`,
    );
  } else if (p.extra === 'towel') {
    const towel = p.cloth === '#f8fafc' ? '#fde68a' : '#f8fafc';
    parts.push(
      `<path d="M${r1(CX + nw + 10)} 436 C${CX + sw - 70} 426 ${CX + sw - 30} 460 ${CX + sw - 16} 520 L${CX + sw - 26} 600 L${CX + sw - 74} 600 L${CX + sw - 60} 520 C${CX + sw - 70} 488 ${r1(CX + nw + 30)} 482 ${r1(CX + nw + 8)} 470Z" fill="${towel}"/><path d="M${CX + sw - 70} 584 L${CX + sw - 28} 584" stroke="${p.accent === '#ffffff' ? '#0ea5e9' : p.accent}" stroke-width="6"/>`,
    );
  }
  return { neck, clothes: parts.join('') };
}

function ears(p) {
  if (p.hair === 'hijab') return '';
  const { w } = p.face;
  const [skin, shade] = p.skin;
  return [-1, 1]
    .map((s) => {
      const x = CX + s * (w - 2);
      const stud = p.earrings
        ? `<circle cx="${r1(x + s * 2)}" cy="${CY + 34}" r="4.5" fill="#eab308"/>`
        : '';
      return `<ellipse cx="${r1(x)}" cy="${CY + 10}" rx="13" ry="20" fill="${skin}"/><path d="M${r1(x + s * 5)} ${CY} Q${r1(x + s * 2)} ${CY + 12} ${r1(x + s * 5)} ${CY + 20}" fill="none" stroke="${shade}" stroke-width="3" stroke-linecap="round"/>${stud}`;
    })
    .join('');
}

function features(p) {
  const { w } = p.face;
  const [, shade] = p.skin;
  const ink = '#2a1a14';
  const ey = CY + 8;
  const ex = w * 0.4;
  const out = [];
  // Cheeks, then brows.
  out.push(
    `<circle cx="${r1(CX - w * 0.56)}" cy="${CY + 40}" r="14" fill="#e0705f" opacity="0.16"/><circle cx="${r1(CX + w * 0.56)}" cy="${CY + 40}" r="14" fill="#e0705f" opacity="0.16"/>`,
  );
  const browY = ey - 24 + p.brow;
  const browW = p.female ? 4 : 6.5;
  const browColour =
    p.hair === 'turban' || p.hair === 'hijab' ? '#1f1611' : darker(p.hairColour, 0.1);
  for (const s of [-1, 1]) {
    const x = CX + s * ex;
    out.push(
      `<path d="M${r1(x - s * 14)} ${r1(browY + 3)} Q${r1(x)} ${r1(browY - 5)} ${r1(x + s * 15)} ${r1(browY + 2)}" fill="none" stroke="${browColour}" stroke-width="${browW}" stroke-linecap="round"/>`,
    );
  }
  for (const s of [-1, 1]) {
    const x = r1(CX + s * ex);
    if (p.eyes === 'happy') {
      out.push(
        `<path d="M${x - 10} ${ey + 3} Q${x} ${ey - 8} ${x + 10} ${ey + 3}" fill="none" stroke="${ink}" stroke-width="4" stroke-linecap="round"/>`,
      );
    } else if (p.eyes === 'dot') {
      out.push(
        `<ellipse cx="${x}" cy="${ey}" rx="6.5" ry="8" fill="${ink}"/><circle cx="${r1(x + 2)}" cy="${ey - 3}" r="2.2" fill="#ffffff"/>`,
      );
    } else {
      const lash = p.female
        ? `<path d="M${r1(x + s * 12)} ${ey - 2} L${r1(x + s * 16)} ${ey - 6}" stroke="${ink}" stroke-width="2.5" stroke-linecap="round"/>`
        : '';
      out.push(
        `<path d="M${x - 13} ${ey} Q${x} ${ey - 11} ${x + 13} ${ey} Q${x} ${ey + 9} ${x - 13} ${ey}Z" fill="#fbf7f2"/><circle cx="${x}" cy="${ey}" r="6.5" fill="#4a2c1d"/><circle cx="${x}" cy="${ey}" r="3.2" fill="#140c08"/><circle cx="${r1(x + 2)}" cy="${ey - 2.5}" r="1.8" fill="#ffffff"/><path d="M${x - 13} ${ey} Q${x} ${ey - 11} ${x + 13} ${ey}" fill="none" stroke="${ink}" stroke-width="${p.female ? 3 : 2.5}" stroke-linecap="round"/>${lash}`,
      );
    }
  }
  // Nose.
  const ny = CY + 40;
  if (p.nose === 'button') {
    out.push(
      `<path d="M${CX - 9} ${ny} Q${CX} ${ny + 7} ${CX + 9} ${ny}" fill="none" stroke="${shade}" stroke-width="4" stroke-linecap="round"/>`,
    );
  } else if (p.nose === 'long') {
    out.push(
      `<path d="M${CX + 3} ${CY + 12} Q${CX + 8} ${ny - 4} ${CX + 10} ${ny} Q${CX + 2} ${ny + 7} ${CX - 8} ${ny + 1}" fill="none" stroke="${shade}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  } else {
    out.push(
      `<path d="M${CX - 2} ${CY + 16} Q${CX - 10} ${ny - 2} ${CX - 8} ${ny + 2} Q${CX} ${ny + 6} ${CX + 8} ${ny + 1}" fill="none" stroke="${shade}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  }
  return out.join('');
}

function facialHair(p) {
  const { w, h } = p.face;
  const c = p.hairColour;
  const my = CY + h * 0.62;
  const beard = `M${CX - w} ${CY + 2} C${CX - w} ${r1(CY + h * 0.65)} ${r1(CX - w * 0.62)} ${r1(CY + h + 20)} ${CX} ${r1(CY + h + 22)} C${r1(CX + w * 0.62)} ${r1(CY + h + 20)} ${CX + w} ${r1(CY + h * 0.65)} ${CX + w} ${CY + 2} L${CX + w - 8} ${CY + 4} C${CX + w - 12} ${r1(CY + h * 0.45)} ${CX + 30} ${r1(my - 14)} ${CX} ${r1(my - 12)} C${CX - 30} ${r1(my - 14)} ${CX - w + 12} ${r1(CY + h * 0.45)} ${CX - w + 8} ${CY + 4}Z`;
  const moustache = `M${CX - 28} ${r1(my - 2)} Q${CX - 16} ${r1(my - 18)} ${CX} ${r1(my - 12)} Q${CX + 16} ${r1(my - 18)} ${CX + 28} ${r1(my - 2)} Q${CX} ${r1(my - 8)} ${CX - 28} ${r1(my - 2)}Z`;
  switch (p.beard) {
    case 'stubble':
      return `<path d="${beard}" fill="${c}" opacity="0.22"/>`;
    case 'moustache':
      return `<path d="${moustache}" fill="${c}"/>`;
    case 'beard':
      return `<path d="${beard}" fill="${c}" opacity="0.9"/><path d="${moustache}" fill="${c}"/>`;
    case 'full': {
      const full = `M${CX - w} ${CY - 4} C${CX - w - 4} ${r1(CY + h * 0.8)} ${r1(CX - w * 0.6)} ${r1(CY + h + 46)} ${CX} ${r1(CY + h + 50)} C${r1(CX + w * 0.6)} ${r1(CY + h + 46)} ${CX + w + 4} ${r1(CY + h * 0.8)} ${CX + w} ${CY - 4} L${CX + w - 8} ${CY} C${CX + w - 12} ${r1(CY + h * 0.45)} ${CX + 30} ${r1(my - 14)} ${CX} ${r1(my - 12)} C${CX - 30} ${r1(my - 14)} ${CX - w + 12} ${r1(CY + h * 0.45)} ${CX - w + 8} ${CY}Z`;
      return `<path d="${full}" fill="${c}"/><path d="${moustache}" fill="${c}"/>`;
    }
    default:
      return '';
  }
}

function mouth(p) {
  const { h } = p.face;
  const my = r1(CY + h * 0.62);
  const lip = p.beard === 'beard' || p.beard === 'full' ? '#c76b5e' : '#9b3f36';
  if (p.mouth === 'open') {
    return `<clipPath id="mouth"><path d="M${CX - 22} ${my} Q${CX} ${r1(my + 26)} ${CX + 22} ${my}Z"/></clipPath><path d="M${CX - 22} ${my} Q${CX} ${r1(my + 26)} ${CX + 22} ${my}Z" fill="#6b2320"/><rect x="${CX - 22}" y="${my}" width="44" height="7" fill="#ffffff" clip-path="url(#mouth)"/><path d="M${CX - 22} ${my} Q${CX} ${r1(my + 26)} ${CX + 22} ${my}Z" fill="none" stroke="${lip}" stroke-width="2.5" stroke-linejoin="round"/>`;
  }
  if (p.mouth === 'lips') {
    return `<path d="M${CX - 19} ${my} Q${CX} ${r1(my + 13)} ${CX + 19} ${my}" fill="none" stroke="${lip}" stroke-width="4" stroke-linecap="round"/><path d="M${CX - 8} ${r1(my + 12)} Q${CX} ${r1(my + 15)} ${CX + 8} ${r1(my + 12)}" fill="none" stroke="${lip}" stroke-width="2.5" stroke-linecap="round" opacity="0.5"/>`;
  }
  return `<path d="M${CX - 20} ${my} Q${CX} ${r1(my + 14)} ${CX + 20} ${my}" fill="none" stroke="${lip}" stroke-width="4" stroke-linecap="round"/>`;
}

function glasses(p) {
  if (!p.glasses) return '';
  const ex = p.face.w * 0.4;
  const ey = CY + 8;
  const frame = '#1f2937';
  const lens = (x) =>
    `<rect x="${r1(x - 17)}" y="${ey - 13}" width="34" height="26" rx="10" fill="#ffffff" fill-opacity="0.12" stroke="${frame}" stroke-width="3.5"/>`;
  return `${lens(CX - ex)}${lens(CX + ex)}<path d="M${r1(CX - ex + 17)} ${ey - 3} Q${CX} ${ey - 9} ${r1(CX + ex - 17)} ${ey - 3}" fill="none" stroke="${frame}" stroke-width="3"/><path d="M${r1(CX - ex - 17)} ${ey - 4} L${r1(CX - p.face.w + 2)} ${ey - 6} M${r1(CX + ex + 17)} ${ey - 4} L${r1(CX + p.face.w - 2)} ${ey - 6}" stroke="${frame}" stroke-width="3"/>`;
}

/** The person alone, on a transparent 480×600 canvas. */
export function person(p) {
  const { neck, clothes } = body(p);
  return [
    p.hair === 'long' || p.hair === 'bob' || p.hair === 'curly' ? hairBack(p) : '',
    neck,
    clothes,
    p.hair === 'hijab' || p.hair === 'ponytail' || p.hair === 'bun' || p.hair === 'manBun'
      ? hairBack(p)
      : '',
    ears(p),
    `<path d="${facePath(p.face)}" fill="${p.skin[0]}"/>`,
    features(p),
    facialHair(p),
    mouth(p),
    hairFront(p),
    p.hair === 'braid' ? braid(p) : '',
    glasses(p),
  ].join('');
}

/** Setting palettes: [wall or sky from, to, detail, detail 2]. */
const SETTING_PALETTES = {
  gym: [
    ['#1f2937', '#475569', '#94a3b8', '#f59e0b'],
    ['#7c2d12', '#c2410c', '#fdba74', '#1f2937'],
    ['#134e4a', '#0f766e', '#5eead4', '#0f172a'],
    ['#312e81', '#4338ca', '#a5b4fc', '#111827'],
  ],
  park: [
    ['#bae6fd', '#ecfccb', '#16a34a', '#4d7c0f'],
    ['#fde68a', '#d9f99d', '#15803d', '#65a30d'],
    ['#c7d2fe', '#dcfce7', '#047857', '#22c55e'],
    ['#fbcfe8', '#fef9c3', '#166534', '#84cc16'],
  ],
  studio: [
    ['#e0e7ff', '#a5b4fc', '#ffffff', '#6366f1'],
    ['#fee2e2', '#fca5a5', '#ffffff', '#ef4444'],
    ['#ccfbf1', '#5eead4', '#ffffff', '#0d9488'],
    ['#fef3c7', '#fcd34d', '#ffffff', '#d97706'],
  ],
  yoga: [
    ['#fff7ed', '#fed7aa', '#fb923c', '#15803d'],
    ['#fdf4ff', '#f5d0fe', '#c084fc', '#166534'],
    ['#f0fdf4', '#bbf7d0', '#4ade80', '#14532d'],
    ['#fefce8', '#fde68a', '#f59e0b', '#3f6212'],
  ],
  seafront: [
    ['#fed7aa', '#7dd3fc', '#0369a1', '#fef3c7'],
    ['#fecdd3', '#a5b4fc', '#1e40af', '#fff7ed'],
    ['#e0f2fe', '#38bdf8', '#075985', '#fef9c3'],
    ['#fde68a', '#f0abfc', '#6d28d9', '#fff7ed'],
  ],
};

/** A backdrop hinting at where the trainer works, filling a W×H canvas. */
export function backdrop(setting, index, W, H) {
  const [from, to, detail, detail2] =
    SETTING_PALETTES[setting][index % SETTING_PALETTES[setting].length];
  const gradient = `<defs><linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  const y = (f) => r1(H * f);
  const x = (f) => r1(W * f);
  switch (setting) {
    case 'gym': {
      const plates = [
        [0.1, 0.3, 0.13],
        [0.1, 0.55, 0.1],
        [0.9, 0.38, 0.12],
      ]
        .map(
          ([px, py, pr]) =>
            `<circle cx="${x(px)}" cy="${y(py)}" r="${r1(W * pr)}" fill="${darker(from, 0.35)}"/><circle cx="${x(px)}" cy="${y(py)}" r="${r1(W * pr * 0.72)}" fill="none" stroke="${detail}" stroke-width="3" opacity="0.5"/><circle cx="${x(px)}" cy="${y(py)}" r="${r1(W * 0.018)}" fill="${detail2}"/>`,
        )
        .join('');
      return `${gradient}<rect y="${y(0.12)}" width="${W}" height="${r1(H * 0.05)}" fill="${detail2}" opacity="0.8"/><rect y="${y(0.19)}" width="${W}" height="${r1(H * 0.015)}" fill="${detail2}" opacity="0.5"/>${plates}<rect x="${x(0.02)}" y="${y(0.7)}" width="${x(0.22)}" height="8" rx="4" fill="${detail}" opacity="0.5"/><rect y="${y(0.86)}" width="${W}" height="${r1(H * 0.14)}" fill="#000000" opacity="0.2"/>`;
    }
    case 'park': {
      const trees = [
        [0.06, 0.42, 0.16],
        [0.2, 0.5, 0.11],
        [0.86, 0.4, 0.17],
        [0.98, 0.55, 0.12],
      ]
        .map(
          ([tx, ty, tr], i) =>
            `<rect x="${r1(W * tx - 5)}" y="${y(ty)}" width="10" height="${y(0.4)}" fill="#713f12" opacity="0.6"/><circle cx="${x(tx)}" cy="${y(ty)}" r="${r1(W * tr)}" fill="${i % 2 ? detail2 : detail}" opacity="0.75"/>`,
        )
        .join('');
      return `${gradient}<circle cx="${x(0.78)}" cy="${y(0.14)}" r="${r1(W * 0.07)}" fill="#fffbeb" opacity="0.9"/>${trees}<path d="M0 ${y(0.72)} Q${x(0.5)} ${y(0.64)} ${W} ${y(0.72)} V${H} H0Z" fill="${detail2}" opacity="0.55"/>`;
    }
    case 'studio':
      return `${gradient}<circle cx="${x(0.5)}" cy="${y(0.42)}" r="${r1(Math.min(W, H) * 0.42)}" fill="${detail}" opacity="0.45"/>${[0.08, 0.16, 0.84, 0.92].map((f) => `<rect x="${x(f) - 3}" y="0" width="6" height="${H}" fill="${detail2}" opacity="0.18"/>`).join('')}<rect y="${y(0.8)}" width="${W}" height="${r1(H * 0.2)}" fill="${detail2}" opacity="0.15"/>`;
    case 'yoga': {
      const leaves = [-50, -20, 10, 40, 70]
        .map(
          (a) =>
            `<path d="M0 0 Q${r1(W * 0.04)} -${r1(H * 0.09)} 0 -${r1(H * 0.2)} Q-${r1(W * 0.04)} -${r1(H * 0.09)} 0 0Z" fill="${detail2}" transform="translate(${x(0.9)} ${y(0.78)}) rotate(${a})"/>`,
        )
        .join('');
      return `${gradient}<path d="M${x(0.04)} ${y(0.7)} V${y(0.26)} A${x(0.11)} ${x(0.11)} 0 0 1 ${x(0.26)} ${y(0.26)} V${y(0.7)}Z" fill="#ffffff" opacity="0.6"/><path d="M${x(0.15)} ${r1(H * 0.26 - W * 0.11)} V${y(0.7)} M${x(0.04)} ${y(0.42)} H${x(0.26)}" stroke="${detail}" stroke-width="4" opacity="0.5"/>${leaves}<rect x="${x(0.86)}" y="${y(0.76)}" width="${x(0.08)}" height="${y(0.1)}" rx="6" fill="${detail}"/><rect y="${y(0.86)}" width="${W}" height="${r1(H * 0.14)}" fill="${detail}" opacity="0.25"/>`;
    }
    default: {
      const skyline = Array.from({ length: 12 }, (_, i) => {
        const bw = W * 0.045;
        const bh = H * (0.05 + ((i * 37) % 11) / 100);
        return `<rect x="${r1(W * 0.62 + i * bw * 0.9)}" y="${r1(H * 0.58 - bh)}" width="${r1(bw * 0.8)}" height="${r1(bh)}" fill="${detail}" opacity="0.35"/>`;
      }).join('');
      return `${gradient}<circle cx="${x(0.18)}" cy="${y(0.46)}" r="${r1(W * 0.09)}" fill="${detail2}" opacity="0.95"/>${skyline}<rect y="${y(0.58)}" width="${W}" height="${r1(H * 0.42)}" fill="${detail}" opacity="0.85"/>${[0.63, 0.68, 0.74].map((f, i) => `<rect x="${x(0.04 + i * 0.07)}" y="${y(f)}" width="${x(0.14)}" height="4" rx="2" fill="${detail2}" opacity="0.5"/>`).join('')}`;
    }
  }
}

/** The profile picture: 480×600. */
export function portraitSvg(look, index) {
  const p = personFor(look, index);
  const mirror = p.mirror ? `transform="translate(480 0) scale(-1 1)"` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="600" viewBox="0 0 480 600">${backdrop(look.setting, p.palette, 480, 600)}<g transform="translate(-24 -48) scale(1.1)"><g ${mirror}>${person(p)}</g></g></svg>`;
}

/** The listing card image: the same person on a 640×480 canvas, shoulders on the bottom edge. */
export function listingSvg(look, index) {
  const p = personFor(look, index);
  const inner = p.mirror
    ? `<g transform="translate(480 0) scale(-1 1)">${person(p)}</g>`
    : person(p);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">${backdrop(look.setting, p.palette, 640, 480)}<g transform="translate(116 -24) scale(0.85)">${inner}</g></svg>`;
}
