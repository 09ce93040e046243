import { act, cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from './router';

afterEach(() => {
  cleanup();
});

function Where() {
  const location = useLocation();
  const type = useNavigationType();
  return (
    <output aria-label="where">
      {`${location.pathname}${location.search}${location.hash} ${type} ${JSON.stringify(location.state)}`}
    </output>
  );
}

const where = () => screen.getByRole('status', { name: 'where' }).textContent;

function Layout() {
  return (
    <div>
      <nav aria-label="main">
        <Link to="/">Home</Link>
        <Link to="/trainers?service=online">Online trainers</Link>
        <Link to="/profile/sessions" state={{ activeTab: 'history' }}>
          Past sessions
        </Link>
        <NavLink to="/profile" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Profile
        </NavLink>
        <NavLink to="/profile/packs" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Packs
        </NavLink>
        <Link to="/privacy" target="_blank">
          Privacy
        </Link>
      </nav>
      <Where />
      <Outlet />
    </div>
  );
}

function Guard() {
  return (
    <section aria-label="signed in">
      <Outlet />
    </section>
  );
}

function Page({ name }: { name: string }) {
  const params = useParams();
  return <h1>{`${name} ${JSON.stringify(params)}`}</h1>;
}

function Packs() {
  return (
    <Routes>
      <Route index element={<Page name="my packs" />} />
      <Route path=":id" element={<Page name="pack" />} />
    </Routes>
  );
}

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}

const app = (
  <>
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<Page name="home" />} />
        <Route path="trainers" element={<Page name="trainers" />} />
        <Route
          path="old-sessions"
          element={<Navigate to="/profile/sessions" replace state="kept" />}
        />
        <Route element={<Guard />}>
          <Route path="profile/sessions" element={<Page name="sessions" />} />
          <Route path="profile/packs/*" element={<Packs />} />
          <Route path="profile/:section?" element={<Page name="profile" />} />
        </Route>
        <Route path="*" element={<Page name="not found" />} />
      </Route>
    </Routes>
    <Back />
  </>
);

function renderAt(location: string, basename?: string) {
  return {
    user: userEvent.setup(),
    ...render(
      <MemoryRouter location={location} basename={basename}>
        {app}
      </MemoryRouter>,
    ),
  };
}

describe('the router', () => {
  it('shows the first route that matches, inside its layout and guard', () => {
    renderAt('/profile/sessions');
    expect(screen.getByRole('heading').textContent).toBe('sessions {}');
    expect(screen.getByRole('region', { name: 'signed in' })).toBeTruthy();
    cleanup();
    renderAt('/profile/reminders');
    expect(screen.getByRole('heading').textContent).toBe('profile {"section":"reminders"}');
    cleanup();
    renderAt('/profile/packs/p-1');
    expect(screen.getByRole('heading').textContent).toBe('pack {"*":"p-1","id":"p-1"}');
    cleanup();
    renderAt('/profile/packs');
    expect(screen.getByRole('heading').textContent).toBe('my packs {"*":""}');
    cleanup();
    renderAt('/no/such/page');
    expect(screen.getByRole('heading').textContent).toMatch(/^not found/);
  });

  it('keeps every link of a Hindi page under /hi', async () => {
    const { user } = renderAt('/hi/trainers', '/hi');
    const nav = screen.getByRole('navigation', { name: 'main' });
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(nav.querySelectorAll('a')).toHaveLength(6);
    expect(href('Home')).toBe('/hi');
    expect(href('Online trainers')).toBe('/hi/trainers?service=online');
    expect(href('Privacy')).toBe('/hi/privacy');
    expect(where()).toBe('/trainers POP null');

    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(where()).toBe('/ PUSH null');
    expect(screen.getByRole('heading').textContent).toBe('home {}');
  });

  it('hands a link’s state to the next page, and Back returns', async () => {
    const { user } = renderAt('/trainers');
    await user.click(screen.getByRole('link', { name: 'Past sessions' }));
    expect(where()).toBe('/profile/sessions PUSH {"activeTab":"history"}');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(where()).toBe('/trainers POP null');
  });

  it('replaces the entry when a link leads to the page shown', async () => {
    const { user } = renderAt('/');
    await user.click(screen.getByRole('link', { name: 'Online trainers' }));
    await user.click(screen.getByRole('link', { name: 'Online trainers' }));
    expect(where()).toBe('/trainers?service=online REPLACE null');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(where()).toBe('/ POP null');
  });

  it('leaves a click on a link with a target to the browser', async () => {
    const { user } = renderAt('/');
    // after the link had its say: the test's browser would otherwise open the page
    window.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await user.click(screen.getByRole('link', { name: 'Privacy' }));
    expect(where()).toBe('/ POP null');
  });

  it('marks the link of the page shown', () => {
    renderAt('/profile/packs/p-1');
    const profile = screen.getByRole('link', { name: 'Profile' });
    const packs = screen.getByRole('link', { name: 'Packs' });
    expect([profile.className, profile.getAttribute('aria-current')]).toEqual(['off', null]);
    expect([packs.className, packs.getAttribute('aria-current')]).toEqual(['on', 'page']);
    cleanup();
    renderAt('/Profile');
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe('page');
  });

  it('redirects in place, with the state it is given', async () => {
    renderAt('/old-sessions');
    expect(await screen.findByText('sessions {}')).toBeTruthy();
    expect(where()).toBe('/profile/sessions REPLACE "kept"');
  });
});

function Filters() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <p>{`sort ${params.get('sort')} page ${params.get('page')}`}</p>
      <button type="button" onClick={() => setParams({ sort: 'rating' })}>
        By rating
      </button>
      <button
        type="button"
        onClick={() =>
          setParams(
            (current) => {
              current.set('page', '2');
              return current;
            },
            { replace: true },
          )
        }
      >
        Next page
      </button>
      <button type="button" onClick={() => setParams({})}>
        Clear
      </button>
    </>
  );
}

/** What a screen's code calls outside a render (a callback, a timer), for the tests to call. */
const listing = {} as {
  navigate: ReturnType<typeof useNavigate>;
  setParams: ReturnType<typeof useSearchParams>[1];
};

function ListingActions() {
  listing.navigate = useNavigate();
  listing.setParams = useSearchParams()[1];
  return null;
}

describe('useSearchParams', () => {
  it('reads the query and navigates to the same path with another', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter location="/hi/admin?sort=price#top" basename="/hi">
        <Filters />
        <Where />
      </MemoryRouter>,
    );
    expect(screen.getByText('sort price page null')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(where()).toBe('/admin?sort=price&page=2 REPLACE null');
    await user.click(screen.getByRole('button', { name: 'By rating' }));
    expect(where()).toBe('/admin?sort=rating PUSH null');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(where()).toBe('/admin PUSH null');
  });

  it('leaves the address alone once the visitor has moved on, though this screen is still shown', () => {
    render(
      <MemoryRouter location="/trainers?sort=rating">
        <ListingActions />
        <Where />
      </MemoryRouter>,
    );
    // Both in one task: the router has not shown the trainer's page when the listing answers.
    act(() => {
      listing.navigate('/trainer/t1');
      listing.setParams((query) => ({ ...Object.fromEntries(query), service: 'online' }), {
        replace: true,
      });
    });
    expect(where()).toBe('/trainer/t1 PUSH null');
  });

  it('builds on the query as it is now, not as this screen last showed it', () => {
    render(
      <MemoryRouter location="/trainers?service=online">
        <ListingActions />
        <Where />
      </MemoryRouter>,
    );
    act(() => {
      listing.setParams((query) => ({ ...Object.fromEntries(query), sort: 'rating' }));
      listing.setParams((query) => ({ ...Object.fromEntries(query), page: '2' }), {
        replace: true,
      });
    });
    expect(where()).toBe('/trainers?service=online&sort=rating&page=2 REPLACE null');
  });
});

describe('the browser’s router', () => {
  it('writes each entry’s state where Back finds it again', async () => {
    window.history.replaceState(null, '', '/hi/trainers');
    const user = userEvent.setup();
    render(<BrowserRouter basename="/hi">{app}</BrowserRouter>);
    expect(where()).toBe('/trainers POP null');

    await user.click(screen.getByRole('link', { name: 'Past sessions' }));
    expect(window.location.pathname).toBe('/hi/profile/sessions');
    expect(where()).toBe('/profile/sessions PUSH {"activeTab":"history"}');
    const entry = window.history.state;

    // Back and Forward: the browser restores the entry, then tells the page.
    act(() => {
      window.history.replaceState(null, '', '/hi/trainers');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(where()).toBe('/trainers POP null');
    act(() => {
      window.history.replaceState(entry, '', '/hi/profile/sessions');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(where()).toBe('/profile/sessions POP {"activeTab":"history"}');
  });
});
