/**
 * The reference check of `npm run lint` (docs/decisions/0035-product-pages-and-reference-check.md):
 * every rule the code or the docs cite must be a file in this repository. Pure functions over
 * file texts, so a test can feed it fixtures; `scripts/check-references.ts` reads the files.
 */

/** A repository file: its path from the root (with `/`) and its text. */
export interface SourceFile {
  path: string;
  text: string;
}

export interface BrokenReference {
  path: string;
  line: number;
  kind: 'external spec' | 'numbered decision' | 'missing decision record' | 'missing product page';
  text: string;
}

const externalSpec = [/\bspec\s*0[12]\b/i, /§\s*\d/, /\bspec(?:'s)?\s+sections?\s+\d/i];
const numberedDecision = [/\bdecisions?\s+(?:records?\s+)?\d/i, /\bDECISIONS\b/];
const decisionPath = /docs\/decisions\/([\w.-]+)/g;
const productPath = /docs\/product\/([\w.-]+\.md)(#[\w-]+)?/g;
/** A relative Markdown link from one page of docs/ to another, anchor included. */
const markdownLink = /\]\((?!https?:|#|\/)([^)\s#]+\.md)(#[^)\s]+)?\)/g;

/**
 * GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens, and a repeated
 * heading numbered from `-1`. "Holds (15 minutes)" → `holds-15-minutes`.
 */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const slug = heading[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

function normalise(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

function directoryOf(path: string): string {
  return path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
}

/**
 * Every reference in `files` that does not resolve. `repository` lists every file path of the
 * repository (the cited records and pages are looked up there, their headings in `files`).
 */
export function findBrokenReferences(
  files: SourceFile[],
  repository: ReadonlySet<string>,
): BrokenReference[] {
  const texts = new Map(files.map((file) => [file.path, file.text]));
  const anchorsByPage = new Map<string, Set<string>>();
  const anchorsOf = (page: string) => {
    let anchors = anchorsByPage.get(page);
    if (!anchors) {
      anchors = headingAnchors(texts.get(page) ?? '');
      anchorsByPage.set(page, anchors);
    }
    return anchors;
  };
  const pageProblem = (page: string, anchor: string | undefined) => {
    if (!repository.has(page)) return `no page ${page}`;
    if (anchor && !anchorsOf(page).has(anchor.slice(1))) return `no heading ${anchor} in ${page}`;
    return null;
  };

  const broken: BrokenReference[] = [];
  for (const file of files) {
    const lines = file.text.split('\n');
    lines.forEach((text, index) => {
      const report = (kind: BrokenReference['kind'], detail: string) =>
        broken.push({ path: file.path, line: index + 1, kind, text: detail });
      if (externalSpec.some((pattern) => pattern.test(text))) report('external spec', text.trim());
      if (numberedDecision.some((pattern) => pattern.test(text))) {
        report('numbered decision', text.trim());
      }
      for (const match of text.matchAll(decisionPath)) {
        const record = `docs/decisions/${match[1]}`;
        if (!repository.has(record)) report('missing decision record', `no file ${record}`);
      }
      for (const match of text.matchAll(productPath)) {
        const problem = pageProblem(`docs/product/${match[1]}`, match[2]);
        if (problem) report('missing product page', problem);
      }
      if (!file.path.endsWith('.md')) return;
      for (const match of text.matchAll(markdownLink)) {
        if (/docs\/(decisions|product)\//.test(match[1] ?? '')) continue;
        const target = normalise(`${directoryOf(file.path)}/${match[1]}`);
        if (!target.startsWith('docs/')) continue;
        const problem = pageProblem(target, match[2]);
        if (!problem) continue;
        const kind = target.startsWith('docs/decisions/')
          ? 'missing decision record'
          : 'missing product page';
        report(kind, problem);
      }
    });
  }
  return broken;
}
