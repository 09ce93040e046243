import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Font } from 'fontkit';
import { istDate } from '#shared/ist.ts';

/**
 * What every Kasrat PDF shares (docs/decisions/0039-pdf-documents.md): A4, DejaVu Sans Condensed
 * (it has the rupee sign, which PDF's built-in fonts lack), blocks that wrap within their width,
 * tables that carry on over pages under their header, and on every page a footer with the page
 * count and, for a sample, a diagonal mark.
 */
export type Pdf = PDFKit.PDFDocument;

const PAGE_MARGIN = 40;
const FOOTER_GAP = 16;
const A4_WIDTH = 595.28;
export const CONTENT_WIDTH = A4_WIDTH - 2 * PAGE_MARGIN;

export const COLOURS = {
  text: '#1f2937',
  muted: '#6b7280',
  rule: '#d1d5db',
  band: '#f3f4f6',
  brand: '#047857',
  sample: '#dc2626',
} as const;

export const SAMPLE_MARK = 'SAMPLE — not a valid tax document';

const FONT_PACKAGE = 'dejavu-fonts-ttf/ttf';
const FONTS = { regular: 'DejaVuSansCondensed.ttf', bold: 'DejaVuSansCondensed-Bold.ttf' };
type FontName = keyof typeof FONTS;

let parsedFonts: Promise<Record<FontName, Font>> | null = null;

/**
 * Parsed once and shared by every document, which only takes its own subset: parsing both
 * files for each document took two thirds of its time and left the heap twice as large.
 * Read from the font package in node_modules, the same path from src/ and from dist/.
 */
function loadFonts(): Promise<Record<FontName, Font>> {
  parsedFonts ??= (async () => {
    const { create } = await import('fontkit');
    const require = createRequire(import.meta.url);
    const parse = (file: string): Font => {
      const font = create(readFileSync(require.resolve(`${FONT_PACKAGE}/${file}`)));
      if (!('layout' in font)) throw new Error(`${file} is a font collection, not a font`);
      return font;
    };
    return { regular: parse(FONTS.regular), bold: parse(FONTS.bold) };
  })();
  return parsedFonts;
}

export interface PdfMeta {
  title: string;
  /** Printed in every page's footer beside the page count: the serial, the payout. */
  footer: string;
  sample: boolean;
}

/**
 * Draws a document and returns its bytes. pdfkit and the fonts load on the first document, not
 * with the server (docs/decisions/0024-embedded-memory.md).
 */
export async function renderPdf(meta: PdfMeta, draw: (pdf: Pdf) => void): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const fonts = await loadFonts();
  const pdf = new PDFDocument({
    size: 'A4',
    margins: {
      top: PAGE_MARGIN,
      left: PAGE_MARGIN,
      right: PAGE_MARGIN,
      bottom: PAGE_MARGIN + FOOTER_GAP,
    },
    bufferPages: true,
    lang: 'en-IN',
    displayTitle: true,
    info: { Title: meta.title, Author: 'Kasrat', Creator: 'Kasrat' },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  // pdfkit takes a parsed fontkit font as well as a file (PDFFontFactory.open); its types list
  // only files.
  pdf.registerFont('regular', fonts.regular as unknown as Buffer);
  pdf.registerFont('bold', fonts.bold as unknown as Buffer);
  pdf.font('regular').fillColor(COLOURS.text);
  draw(pdf);
  decoratePages(pdf, meta);
  pdf.end();
  return finished;
}

function decoratePages(pdf: Pdf, meta: PdfMeta): void {
  const range = pdf.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    pdf.switchToPage(index);
    // Writing inside the bottom margin would otherwise start a new page.
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    const y = pdf.page.height - PAGE_MARGIN - 8;
    pdf.moveTo(PAGE_MARGIN, y - 6).lineTo(PAGE_MARGIN + CONTENT_WIDTH, y - 6);
    pdf.lineWidth(0.5).strokeColor(COLOURS.rule).stroke();
    pdf.font('regular').fontSize(7.5).fillColor(COLOURS.muted);
    pdf.text(meta.footer, PAGE_MARGIN, y, { width: CONTENT_WIDTH - 80, height: 9, ellipsis: true });
    pdf.text(`Page ${index - range.start + 1} of ${range.count}`, PAGE_MARGIN, y, {
      width: CONTENT_WIDTH,
      align: 'right',
      lineBreak: false,
    });
    if (meta.sample) drawSampleMark(pdf);
    pdf.page.margins.bottom = bottom;
  }
}

/** Corner to corner, sized to the diagonal, faint enough to read the document through. */
function drawSampleMark(pdf: Pdf): void {
  const { width, height } = pdf.page;
  const diagonal = Math.hypot(width, height);
  pdf.font('bold').fontSize(40);
  const size = (40 * diagonal * 0.62) / pdf.widthOfString(SAMPLE_MARK);
  pdf.save();
  pdf.rotate(-Math.atan(height / width) * (180 / Math.PI), { origin: [width / 2, height / 2] });
  pdf.fontSize(size).fillColor(COLOURS.sample, 0.14);
  pdf.text(SAMPLE_MARK, (width - diagonal) / 2, height / 2 - size / 2, {
    width: diagonal,
    align: 'center',
    lineBreak: false,
  });
  pdf.restore();
  pdf.fillOpacity(1);
}

/** Starts a new page when fewer than `height` points are left above the footer. */
export function ensureSpace(pdf: Pdf, height: number): void {
  if (pdf.y + height > pdf.page.height - pdf.page.margins.bottom) pdf.addPage();
}

export function gap(pdf: Pdf, points: number): void {
  pdf.y += points;
  pdf.x = PAGE_MARGIN;
}

/** The title, a line under it, and on the right the document's identifying details. */
export function documentHeading(
  pdf: Pdf,
  title: string,
  details: readonly (readonly [string, string])[],
  sample: boolean,
): void {
  const top = pdf.y;
  const detailsWidth = 220;
  const titleWidth = CONTENT_WIDTH - detailsWidth - 12;
  pdf.font('bold').fontSize(20).fillColor(COLOURS.brand);
  pdf.text(title, PAGE_MARGIN, top, { width: titleWidth });
  let titleBottom = pdf.y;
  if (sample) {
    pdf.font('bold').fontSize(9).fillColor(COLOURS.sample);
    pdf.text(SAMPLE_MARK, PAGE_MARGIN, titleBottom + 2, { width: titleWidth });
    titleBottom = pdf.y;
  }
  const detailsBottom = labelledRows(pdf, PAGE_MARGIN + CONTENT_WIDTH - detailsWidth, top + 2, {
    width: detailsWidth,
    labelWidth: 80,
    rows: details,
  });
  pdf.y = Math.max(titleBottom, detailsBottom) + 8;
  rule(pdf, COLOURS.brand, 1.2);
  gap(pdf, 12);
}

/** Label: value lines in two columns, the value wrapping in its own; returns the bottom. */
function labelledRows(
  pdf: Pdf,
  x: number,
  y: number,
  layout: { width: number; labelWidth: number; rows: readonly (readonly [string, string])[] },
): number {
  let bottom = y;
  for (const [label, value] of layout.rows) {
    pdf.font('regular').fontSize(8.5).fillColor(COLOURS.muted);
    pdf.text(label, x, bottom, { width: layout.labelWidth - 4 });
    const labelBottom = pdf.y;
    pdf.font('bold').fillColor(COLOURS.text);
    pdf.text(value, x + layout.labelWidth, bottom, { width: layout.width - layout.labelWidth });
    bottom = Math.max(labelBottom, pdf.y) + 2;
  }
  return bottom;
}

export interface PartyBlock {
  label: string;
  name: string;
  lines: readonly string[];
}

/** Parties side by side (supplier and recipient), each wrapping within its half. */
export function partyBlocks(pdf: Pdf, blocks: readonly PartyBlock[]): void {
  const columnGap = 16;
  const width = (CONTENT_WIDTH - columnGap * (blocks.length - 1)) / blocks.length;
  const heights = blocks.map((block) => partyBlockHeight(pdf, block, width));
  ensureSpace(pdf, Math.max(...heights));
  const top = pdf.y;
  let bottom = top;
  blocks.forEach((block, index) => {
    const x = PAGE_MARGIN + index * (width + columnGap);
    pdf.font('bold').fontSize(7.5).fillColor(COLOURS.muted);
    pdf.text(block.label.toUpperCase(), x, top, { width, characterSpacing: 0.6 });
    pdf.moveDown(0.2);
    pdf.font('bold').fontSize(10.5).fillColor(COLOURS.text);
    pdf.text(block.name, x, pdf.y, { width });
    pdf.font('regular').fontSize(8.5);
    for (const line of block.lines) pdf.text(line, x, pdf.y + 1, { width });
    bottom = Math.max(bottom, pdf.y);
  });
  pdf.y = bottom;
  gap(pdf, 12);
}

function partyBlockHeight(pdf: Pdf, block: PartyBlock, width: number): number {
  let height = pdf.font('bold').fontSize(7.5).heightOfString(block.label, { width }) + 3;
  height += pdf.fontSize(10.5).heightOfString(block.name, { width });
  pdf.font('regular').fontSize(8.5);
  for (const line of block.lines) height += pdf.heightOfString(line, { width }) + 1;
  return height;
}

/** A tinted band for what the reader must not miss: on whose behalf, against which invoice. */
export function notice(pdf: Pdf, lines: readonly string[]): void {
  if (lines.length === 0) return;
  const padding = 6;
  const width = CONTENT_WIDTH - 2 * padding;
  pdf.font('regular').fontSize(8.5);
  const height = lines.reduce((sum, line) => sum + pdf.heightOfString(line, { width }) + 1, 0);
  ensureSpace(pdf, height + 2 * padding);
  const top = pdf.y;
  pdf.rect(PAGE_MARGIN, top, CONTENT_WIDTH, height + 2 * padding).fill(COLOURS.band);
  pdf.fillColor(COLOURS.text);
  let y = top + padding;
  for (const line of lines) {
    pdf.text(line, PAGE_MARGIN + padding, y, { width });
    y = pdf.y + 1;
  }
  pdf.y = top + height + 2 * padding;
  gap(pdf, 12);
}

export function sectionHeading(pdf: Pdf, text: string, keepWith = 60): void {
  ensureSpace(pdf, 20 + keepWith);
  pdf.font('bold').fontSize(11).fillColor(COLOURS.text);
  pdf.text(text, PAGE_MARGIN, pdf.y, { width: CONTENT_WIDTH });
  gap(pdf, 4);
}

export interface TableColumn {
  header: string;
  /** Share of the content width. */
  weight: number;
  align?: 'left' | 'right';
}

export interface TableOptions {
  /** Bold last row (totals). */
  footer?: readonly string[];
  /** Shown in place of rows when there are none. */
  empty?: string;
}

const CELL_PADDING = 4;

/**
 * A table whose cells wrap within their column; a row that does not fit starts a new page, and
 * the header is drawn again at the top of it.
 */
export function table(
  pdf: Pdf,
  columns: readonly TableColumn[],
  rows: readonly (readonly string[])[],
  options: TableOptions = {},
): void {
  const totalWeight = columns.reduce((sum, column) => sum + column.weight, 0);
  const widths = columns.map((column) => (column.weight / totalWeight) * CONTENT_WIDTH);
  const header = columns.map((column) => column.header);
  const drawHeader = () => drawRow(pdf, columns, widths, header, 'header');
  const headerHeight = rowHeight(pdf, widths, header, 'header');
  const firstHeight = rows[0] ? rowHeight(pdf, widths, rows[0], 'body') : 16;
  ensureSpace(pdf, headerHeight + firstHeight);
  drawHeader();
  if (rows.length === 0 && options.empty) {
    pdf.font('regular').fontSize(8.5).fillColor(COLOURS.muted);
    pdf.text(options.empty, PAGE_MARGIN + CELL_PADDING, pdf.y + CELL_PADDING, {
      width: CONTENT_WIDTH - 2 * CELL_PADDING,
    });
    pdf.y += CELL_PADDING;
    rule(pdf, COLOURS.rule, 0.5);
  }
  const all = options.footer ? [...rows, options.footer] : rows;
  all.forEach((row, index) => {
    const kind = options.footer && index === all.length - 1 ? 'footer' : 'body';
    if (pdf.y + rowHeight(pdf, widths, row, kind) > pdf.page.height - pdf.page.margins.bottom) {
      pdf.addPage();
      drawHeader();
    }
    drawRow(pdf, columns, widths, row, kind);
  });
  gap(pdf, 10);
}

type RowKind = 'header' | 'body' | 'footer';

function setRowFont(pdf: Pdf, kind: RowKind): void {
  if (kind === 'header') pdf.font('bold').fontSize(7.5).fillColor(COLOURS.muted);
  else if (kind === 'footer') pdf.font('bold').fontSize(8.5).fillColor(COLOURS.text);
  else pdf.font('regular').fontSize(8.5).fillColor(COLOURS.text);
}

function rowHeight(pdf: Pdf, widths: readonly number[], cells: readonly string[], kind: RowKind) {
  setRowFont(pdf, kind);
  const heights = cells.map((cell, index) =>
    pdf.heightOfString(cell, { width: (widths[index] ?? 0) - 2 * CELL_PADDING }),
  );
  return Math.max(...heights) + 2 * CELL_PADDING;
}

function drawRow(
  pdf: Pdf,
  columns: readonly TableColumn[],
  widths: readonly number[],
  cells: readonly string[],
  kind: RowKind,
): void {
  const top = pdf.y;
  const height = rowHeight(pdf, widths, cells, kind);
  if (kind !== 'body') pdf.rect(PAGE_MARGIN, top, CONTENT_WIDTH, height).fill(COLOURS.band);
  setRowFont(pdf, kind);
  let x = PAGE_MARGIN;
  cells.forEach((cell, index) => {
    const width = widths[index] ?? 0;
    pdf.text(cell, x + CELL_PADDING, top + CELL_PADDING, {
      width: width - 2 * CELL_PADDING,
      align: columns[index]?.align ?? 'left',
    });
    x += width;
  });
  pdf.y = top + height;
  if (kind === 'body') rule(pdf, COLOURS.rule, 0.5);
}

export interface SummaryLine {
  label: string;
  value: string;
  /** The line the reader is after: the total, the net. */
  strong?: boolean;
  /** A part of the line above, not a separate amount. */
  detail?: boolean;
}

/** Label and amount pairs on the right of the page, the strong one under a rule. */
export function summary(pdf: Pdf, lines: readonly SummaryLine[]): void {
  const width = 320;
  const valueWidth = 100;
  const x = PAGE_MARGIN + CONTENT_WIDTH - width;
  ensureSpace(pdf, lines.length * 16 + 10);
  for (const line of lines) {
    if (line.strong) {
      pdf
        .moveTo(x, pdf.y)
        .lineTo(x + width, pdf.y)
        .lineWidth(0.8)
        .strokeColor(COLOURS.text);
      pdf.stroke();
      pdf.y += 4;
    }
    const size = line.strong ? 11 : line.detail ? 7.5 : 9;
    pdf.font(line.strong ? 'bold' : 'regular').fontSize(size);
    pdf.fillColor(line.detail ? COLOURS.muted : COLOURS.text);
    const top = pdf.y;
    const labelX = x + (line.detail ? 10 : 0);
    pdf.text(line.label, labelX, top, { width: width - valueWidth - (labelX - x) - 6 });
    const labelBottom = pdf.y;
    pdf.text(line.value, x + width - valueWidth, top, { width: valueWidth, align: 'right' });
    pdf.y = Math.max(labelBottom, pdf.y) + 3;
  }
  gap(pdf, 8);
}

export function paragraph(
  pdf: Pdf,
  text: string,
  style: { size?: number; bold?: boolean; colour?: string } = {},
): void {
  pdf.font(style.bold ? 'bold' : 'regular').fontSize(style.size ?? 8.5);
  ensureSpace(pdf, pdf.heightOfString(text, { width: CONTENT_WIDTH }));
  pdf.fillColor(style.colour ?? COLOURS.text);
  pdf.text(text, PAGE_MARGIN, pdf.y, { width: CONTENT_WIDTH });
  gap(pdf, 3);
}

export function bullets(pdf: Pdf, items: readonly string[]): void {
  const indent = 10;
  const width = CONTENT_WIDTH - indent;
  for (const item of items) {
    pdf.font('regular').fontSize(8);
    ensureSpace(pdf, pdf.heightOfString(item, { width }));
    const top = pdf.y;
    pdf.fillColor(COLOURS.muted).text('•', PAGE_MARGIN, top, { width: indent });
    pdf.fillColor(COLOURS.text).text(item, PAGE_MARGIN + indent, top, { width });
    gap(pdf, 2);
  }
}

function rule(pdf: Pdf, colour: string, width: number): void {
  pdf.moveTo(PAGE_MARGIN, pdf.y).lineTo(PAGE_MARGIN + CONTENT_WIDTH, pdf.y);
  pdf.lineWidth(width).strokeColor(colour).stroke();
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-28' or an instant → "28 Nov 2026", the IST calendar date. */
export function documentDate(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : istDate(new Date(value));
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

const PERCENT_FORMAT = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** 18 → "18%", 0.1 → "0.1%". */
export function percent(value: number): string {
  return `${PERCENT_FORMAT.format(value)}%`;
}
