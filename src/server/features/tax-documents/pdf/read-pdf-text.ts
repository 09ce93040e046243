import { extractText, extractTextItems } from 'unpdf';

/**
 * What a reader of a rendered PDF sees, for the renderers' tests: each page's text with runs of
 * white space (a wrapped line) made one space, so a phrase reads the same however it wrapped.
 */
export async function readPdfPages(pdf: Buffer): Promise<string[]> {
  const { text } = await extractText(new Uint8Array(pdf));
  return text.map((page) => page.replace(/\s+/g, ' '));
}

export async function readPdfText(pdf: Buffer): Promise<string> {
  return (await readPdfPages(pdf)).join(' ');
}

/** Every run of text with where it starts and how wide it is, in points from the bottom left. */
export async function readPdfTextRuns(pdf: Buffer) {
  const { items } = await extractTextItems(new Uint8Array(pdf));
  return items.flatMap((page, index) =>
    page.map((item) => ({ page: index + 1, text: item.str, x: item.x, width: item.width })),
  );
}
