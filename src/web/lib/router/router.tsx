// The app's routing: the part of React Router's API it used (docs/decisions/0049-router.md).
import {
  Children,
  type ComponentProps,
  createContext,
  isValidElement,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import {
  createBrowserHistory,
  createMemoryHistory,
  type History,
  type HistoryEntry,
  type Location,
  type NavigationType,
} from './history';
import { matchPath, type Params } from './match-path';

export type { Location, NavigationType };
export { matchPath };

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface NavigateFunction {
  (to: string, options?: NavigateOptions): void;
  /** Steps through the history: -1 is Back. */
  (delta: number): void;
}

interface RouterValue extends HistoryEntry {
  navigate: NavigateFunction;
  /**
   * The history's address now (app path, no basename), which runs ahead of `location` while the
   * next screen's code loads: the screen on view is then already on its way out.
   */
  current: () => Location;
  /** The address of an app path: under the basename, '/' → '/hi', '/trainers' → '/hi/trainers'. */
  href: (to: string) => string;
}

const RouterContext = createContext<RouterValue | null>(null);
const RouteContext = createContext<{ params: Params; base: string }>({ params: {}, base: '' });
const OutletContext = createContext<ReactNode>(null);

function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Routing hooks and links need a router around them');
  return router;
}

/** '/hi/trainers' → '/trainers' under '/hi'; an address outside the basename stays whole. */
function withoutBasename(basename: string, pathname: string): string {
  const rest = pathname.slice(basename.length);
  const under =
    pathname.slice(0, basename.length).toLowerCase() === basename.toLowerCase() &&
    (rest === '' || rest.startsWith('/'));
  return under ? rest || '/' : pathname;
}

/**
 * Shows `history`'s current entry under `basename` ('' or '/hi'). Each change of address renders
 * in a transition, so a screen whose code is still loading keeps the previous one on view.
 */
function Router({
  history,
  basename = '',
  children,
}: {
  history: History;
  basename?: string | undefined;
  children: ReactNode;
}) {
  const [entry, setEntry] = useState(history.current);
  useLayoutEffect(() => {
    // A child's layout effect may have navigated before this listener was there.
    setEntry(history.current);
    return history.listen((next) => startTransition(() => setEntry(next)));
  }, [history]);
  const navigator = useMemo(() => {
    const href = (to: string) =>
      basename && to.startsWith('/') ? basename + to.replace(/^\/(?=[?#]|$)/, '') : to;
    const navigate = (to: string | number, options?: NavigateOptions) => {
      if (typeof to === 'number') history.go(to);
      else history.navigate(href(to), options?.replace ?? false, options?.state ?? null);
    };
    const current = () => ({
      ...history.current.location,
      pathname: withoutBasename(basename, history.current.location.pathname),
    });
    return { href, navigate: navigate as NavigateFunction, current };
  }, [history, basename]);
  const value = useMemo<RouterValue>(
    () => ({
      ...navigator,
      action: entry.action,
      location: {
        ...entry.location,
        pathname: withoutBasename(basename, entry.location.pathname),
      },
    }),
    [entry, basename, navigator],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** The browser's address bar and history; `basename` is '/hi' on Hindi pages. */
export function BrowserRouter({ basename, children }: { basename?: string; children: ReactNode }) {
  const [history] = useState(createBrowserHistory);
  return (
    <Router history={history} basename={basename}>
      {children}
    </Router>
  );
}

/**
 * A router that starts at `location` (the full address, with the basename) and keeps its
 * history in memory: the server's render of a page, and component tests.
 */
export function MemoryRouter({
  location,
  basename,
  children,
}: {
  location: string;
  basename?: string | undefined;
  children: ReactNode;
}) {
  const [history] = useState(() => createMemoryHistory(location));
  return (
    <Router history={history} basename={basename}>
      {children}
    </Router>
  );
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigationType(): NavigationType {
  return useRouter().action;
}

/** Navigates to an app path (without the basename), or through the history by a number. */
export function useNavigate(): NavigateFunction {
  return useRouter().navigate;
}

export function useParams(): Params {
  return useContext(RouteContext).params;
}

type SearchParamsInit = URLSearchParams | Record<string, string>;

/**
 * The query of the address, and a setter that navigates to this path with another query. The
 * setter works on the address as it is now, and does nothing once the history has left this path:
 * a listing that learns the visitor's position after they tapped a trainer, whose page is still
 * loading, must not take them back (`e2e/hydration.e2e.ts`).
 */
export function useSearchParams(): readonly [
  URLSearchParams,
  (
    next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
    options?: NavigateOptions,
  ) => void,
] {
  const { location, navigate, current } = useRouter();
  const { pathname, search } = location;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (
      next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
      options?: NavigateOptions,
    ) => {
      const now = current();
      if (now.pathname !== pathname) return;
      const query = new URLSearchParams(
        typeof next === 'function' ? next(new URLSearchParams(now.search)) : next,
      ).toString();
      navigate(query ? `${pathname}?${query}` : pathname, options);
    },
    [navigate, current, pathname],
  );
  return [params, setParams];
}

interface RouteProps {
  /** A pattern of `matchPath`; none for a layout, guard or index route. */
  path?: string;
  index?: true;
  element: ReactNode;
  /** Routes shown inside this one's element, where it renders `<Outlet />`. */
  children?: ReactNode;
}

/** A route of the `<Routes>` around it, which reads its props; it never renders itself. */
export function Route(_props: RouteProps): ReactNode {
  throw new Error('A <Route> belongs directly inside <Routes> or another <Route>');
}

interface Branch {
  pattern: string;
  /** The elements from the outermost route to the matched one. */
  elements: ReactNode[];
}

function branchesOf(children: ReactNode, parent: Branch, into: Branch[] = []): Branch[] {
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps>(child)) return;
    const { path, element, children: nested } = child.props;
    const branch = {
      pattern: path ? `${parent.pattern}/${path}` : parent.pattern,
      elements: [...parent.elements, element],
    };
    if (nested) branchesOf(nested, branch, into);
    else into.push(branch);
  });
  return into;
}

/**
 * Renders the first of its routes, in the order written, whose path matches the address: put a
 * specific path before a pattern that would also match it (`profile/sessions` before
 * `profile/:section?`) and `*` last. Inside a route whose path ends in `*`, the paths of a
 * nested `<Routes>` are read from where that `*` starts.
 */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const parent = useContext(RouteContext);
  const rest = pathname.slice(parent.base.length) || '/';
  for (const { pattern, elements } of branchesOf(children, { pattern: '', elements: [] })) {
    const match = matchPath(pattern, rest);
    if (!match) continue;
    let shown: ReactNode = null;
    for (let level = elements.length - 1; level >= 0; level -= 1) {
      shown = <OutletContext.Provider value={shown}>{elements[level]}</OutletContext.Provider>;
    }
    return (
      <RouteContext.Provider
        value={{ params: { ...parent.params, ...match.params }, base: parent.base + match.base }}
      >
        {shown}
      </RouteContext.Provider>
    );
  }
  return null;
}

/** Where a layout or guard route shows the route matched inside it. */
export function Outlet() {
  return useContext(OutletContext);
}

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** An app path, without the basename. */
  to: string;
  /** Replaces the current entry; by default only a link to the address shown does. */
  replace?: boolean;
  state?: unknown;
};

/**
 * A link that navigates in the page. A click with a modifier key or another button, or on a link
 * with a `target`, is left to the browser (a new tab or window).
 */
export function Link({ to, replace, state, onClick, ...anchor }: LinkProps) {
  const { location, navigate, href } = useRouter();
  return (
    <a
      {...anchor}
      href={href(to)}
      onClick={(event) => {
        onClick?.(event);
        if (
          event.defaultPrevented ||
          event.button !== 0 ||
          event.metaKey ||
          event.altKey ||
          event.ctrlKey ||
          event.shiftKey ||
          (anchor.target && anchor.target !== '_self')
        ) {
          return;
        }
        event.preventDefault();
        const shown = location.pathname + location.search + location.hash;
        navigate(to, { replace: replace ?? shown === to, state });
      }}
    />
  );
}

/**
 * A link that knows whether it leads to the page shown: its own path, or (without `end`) a path
 * below it. The page's link gets `aria-current="page"`.
 */
export function NavLink({
  end,
  className,
  ...link
}: Omit<LinkProps, 'className'> & {
  end?: boolean;
  className: (state: { isActive: boolean }) => string;
}) {
  const pathname = useLocation().pathname.toLowerCase();
  const to = link.to.toLowerCase();
  const isActive =
    pathname === to || (!end && pathname.startsWith(to) && pathname.charAt(to.length) === '/');
  return (
    <Link
      {...link}
      aria-current={isActive ? 'page' : undefined}
      className={className({ isActive })}
    />
  );
}

/** Navigates once rendered (not on the server, which renders no effects). */
export function Navigate({ to, ...options }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  const { replace, state } = options;
  useEffect(() => {
    navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}
