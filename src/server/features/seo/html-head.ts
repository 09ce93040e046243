import { BRAND } from '#shared/catalog.ts';

/**
 * The head a page route sends: everything a crawler or a link preview reads without running
 * JavaScript. Pure: the shell and the data come in, HTML comes out.
 */
export interface PageHead {
  /** The page's language as `<html lang>` names it: 'en-IN' or 'hi-IN' (LOCALE_TAG of src/shared/locale.ts). */
  lang: string;
  /** The document title, brand included. */
  title: string;
  description: string;
  keywords?: readonly string[];
  /** Only pages that should be in a search index carry a canonical URL and social tags. */
  indexable: boolean;
  canonicalUrl?: string;
  /**
   * The same page in each language, and the one for everyone else (`x-default`), absolute: the
   * same list on every language's page (docs/product/languages.md#addresses).
   */
  alternates?: readonly LanguageAlternate[];
  social?: {
    type: 'website' | 'profile';
    /** Absolute. */
    image: string;
    imageAlt: string;
  };
  geo?: { region: string; placename: string; latitude: number; longitude: number };
  jsonLd?: readonly object[];
  /**
   * The page's largest image, fetched with the HTML instead of after the JavaScript; with the
   * srcset and sizes of its <img>, so that the browser picks the same copy.
   */
  preloadImage?: { href: string; srcSet?: string; sizes?: string };
  /** Lazily loaded JavaScript the page will need, fetched with the HTML. */
  preloadModules?: readonly string[];
}

export interface LanguageAlternate {
  /** 'en-IN', 'hi-IN' or 'x-default'. */
  hreflang: string;
  href: string;
}

/** Open Graph writes a language tag with an underscore: 'hi-IN' → 'hi_IN'. */
const ogLocale = (tag: string) => tag.replace('-', '_');

/** The block of index.html the server replaces; what sits between the markers serves `vite dev`. */
export const HEAD_START = '<!-- page-head -->';
export const HEAD_END = '<!-- /page-head -->';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * JSON inside a script element: `<` would let a value close the element (`</script>`) or open
 * a comment, and U+2028/2029 break older JavaScript parsers. The escapes keep it valid JSON.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

export function renderHead(head: PageHead): string {
  const lines = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
  ];
  if (head.keywords && head.keywords.length > 0) {
    lines.push(meta('name', 'keywords', head.keywords.join(', ')));
  }
  lines.push(
    meta('name', 'robots', head.indexable ? 'index, follow, max-image-preview:large' : 'noindex'),
  );
  if (head.canonicalUrl) {
    lines.push(`<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`);
  }
  for (const alternate of head.alternates ?? []) {
    lines.push(
      `<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}" />`,
    );
  }
  for (const module of head.preloadModules ?? []) {
    lines.push(`<link rel="modulepreload" href="${escapeHtml(module)}" crossorigin />`);
  }
  if (head.preloadImage) {
    const { href, srcSet, sizes } = head.preloadImage;
    const choice = srcSet
      ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes ?? '100vw')}"`
      : '';
    lines.push(
      `<link rel="preload" as="image" href="${escapeHtml(href)}"${choice} fetchpriority="high" />`,
    );
  }
  if (head.social && head.canonicalUrl) {
    lines.push(
      meta('property', 'og:type', head.social.type),
      meta('property', 'og:site_name', BRAND.name),
      meta('property', 'og:locale', ogLocale(head.lang)),
      ...otherLanguages(head).map((tag) => meta('property', 'og:locale:alternate', ogLocale(tag))),
      meta('property', 'og:title', head.title),
      meta('property', 'og:description', head.description),
      meta('property', 'og:url', head.canonicalUrl),
      meta('property', 'og:image', head.social.image),
      meta('property', 'og:image:alt', head.social.imageAlt),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', head.title),
      meta('name', 'twitter:description', head.description),
      meta('name', 'twitter:image', head.social.image),
      meta('name', 'twitter:image:alt', head.social.imageAlt),
    );
  }
  if (head.geo) {
    const { region, placename, latitude, longitude } = head.geo;
    lines.push(
      meta('name', 'geo.region', region),
      meta('name', 'geo.placename', placename),
      meta('name', 'geo.position', `${latitude};${longitude}`),
      meta('name', 'ICBM', `${latitude}, ${longitude}`),
    );
  }
  for (const block of head.jsonLd ?? []) {
    lines.push(`<script type="application/ld+json">${jsonForScript(block)}</script>`);
  }
  return lines.join('\n    ');
}

/** The languages the page is also in, as its alternates name them. */
function otherLanguages(head: PageHead): string[] {
  return (head.alternates ?? [])
    .map((alternate) => alternate.hreflang)
    .filter((tag) => tag !== 'x-default' && tag !== head.lang);
}

export function hasHeadBlock(shell: string): boolean {
  const start = shell.indexOf(HEAD_START);
  return start !== -1 && shell.indexOf(HEAD_END, start) !== -1;
}

/** The shell with its head block replaced by the page's head. */
export function withHead(shell: string, head: PageHead): string {
  const start = shell.indexOf(HEAD_START);
  const end = start === -1 ? -1 : shell.indexOf(HEAD_END, start);
  if (end === -1) throw new Error(`The page shell has no ${HEAD_START} … ${HEAD_END} block`);
  return shell.slice(0, start) + renderHead(head) + shell.slice(end + HEAD_END.length);
}
