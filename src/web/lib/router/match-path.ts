/** The values an address gave a route's `:name` segments (and `*`, the rest of a splat route). */
export type Params = Readonly<Record<string, string | undefined>>;

export interface PathMatch {
  params: Params;
  /** The part of the address the pattern matched, without what its `*` took. */
  base: string;
}

const STATIC_SEGMENT_SPECIALS = /[.*+?^${}()|[\]\\]/g;

function decode(value: string | undefined): string | undefined {
  try {
    return value === undefined ? value : decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Matches an address against a route pattern, as React Router did: `:name` takes one segment,
 * `:name?` takes one or none, a trailing `*` takes the rest; letters' case and trailing slashes
 * do not count. ('/city/:city/:specialization?', '/city/pune') → { params: { city: 'pune' } }.
 */
export function matchPath(pattern: string, pathname: string): PathMatch | null {
  const names: string[] = [];
  const source = pattern
    .replace(/\*$/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^:([\w-]+)(\?)?$/.exec(segment);
      if (!param?.[1]) return `/${segment.replace(STATIC_SEGMENT_SPECIALS, '\\$&')}`;
      names.push(param[1]);
      return param[2] ? '(?:/([^/]+))?' : '/([^/]+)';
    })
    .join('');
  const splat = pattern.endsWith('*');
  const found = new RegExp(`^(${source})${splat ? '(?:/(.+))?' : ''}/*$`, 'i').exec(pathname);
  if (!found) return null;
  const params: Record<string, string | undefined> = {};
  names.forEach((name, index) => {
    params[name] = decode(found[index + 2]);
  });
  if (splat) params['*'] = decode(found[names.length + 2]) ?? '';
  return { params, base: found[1] ?? '' };
}
