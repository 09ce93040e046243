import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { SHELL_TEXT } from '#shared/shell-messages.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { LogoMark } from '#web/components/ui/logo.tsx';
import { ChatIcon, CloseIcon, MenuIcon } from '#web/components/ui/shell-icons.tsx';
import { authPath, paths } from '#web/config/paths.ts';
import { useUser } from '#web/lib/auth/user-context.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { Link, useLocation, useNavigate } from '#web/lib/router/router.tsx';
import { showToast } from '#web/lib/toast.tsx';
import { LanguageSwitch } from './language-switch';
import { shellLayoutText } from './layout.text';
import { useDismiss } from './use-dismiss';

// Only signed-in visitors see the account menus, so most first visits never load their code.
const DesktopAccountMenu = lazy(() =>
  import('./account-menus').then((module) => ({ default: module.DesktopAccountMenu })),
);
const MobileAccountMenu = lazy(() =>
  import('./account-menus').then((module) => ({ default: module.MobileAccountMenu })),
);
const ChatNavLink = lazy(() => import('./chat-nav-link'));
const avatarPlaceholder = (
  <span aria-hidden="true" className="block size-9 animate-pulse rounded-full bg-slate-200" />
);

const navLinkLook =
  'min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900';
const navLinkClass = `inline-flex ${navLinkLook}`;

export function Navbar({ onBecomeTrainer }: { onBecomeTrainer: () => void }) {
  const { user, status, signOut } = useUser();
  const text = useText(shellLayoutText);
  const shellText = useText(SHELL_TEXT);
  const location = useLocation();
  const navigate = useNavigate();
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobilePanelId = useId();
  const mobilePanel = useRef<HTMLDivElement>(null);
  const mobileTrigger = useRef<HTMLButtonElement>(null);
  const closeMobile = useCallback(() => setMobileOpen(false), []);
  useDismiss(mobileOpen, closeMobile, mobilePanel, mobileTrigger);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the panel closes whenever the page changes
  useEffect(() => setMobileOpen(false), [location.pathname]);

  const handleSignOut = async () => {
    setMobileOpen(false);
    await signOut();
    void showToast('success', shellText.signedOut);
    navigate(paths.home);
  };

  const onAuthPage = location.pathname === paths.auth;
  const signInTo = onAuthPage ? paths.auth : authPath(location.pathname + location.search);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <nav
        aria-label={text.mainNav}
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8"
      >
        <Link
          to={paths.home}
          className="flex items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight text-slate-900"
        >
          <LogoMark className="size-8" />
          Kasrat
          <span className="sr-only">{text.home}</span>
        </Link>

        <div className="flex items-center gap-1 sm:gap-2">
          <LanguageSwitch className={`hidden md:inline-flex ${navLinkLook}`} />
          {status === 'loading' && (
            <span aria-hidden="true" className="size-9 animate-pulse rounded-full bg-slate-200" />
          )}

          {status !== 'loading' && !user && (
            <div className="hidden items-center gap-2 md:flex">
              <Link to={paths.trainers} className={navLinkClass}>
                {text.browseTrainers}
              </Link>
              <Link to={signInTo} className={buttonClass('primary', 'md')}>
                {text.signIn}
              </Link>
            </div>
          )}

          {user && (
            <>
              <Suspense
                fallback={
                  <Link
                    to={paths.chat}
                    className="inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-slate-900"
                  >
                    <ChatIcon className="size-6" />
                    <span className="sr-only">{text.messages}</span>
                  </Link>
                }
              >
                <ChatNavLink userId={user.id} />
              </Suspense>
              <div className="hidden md:block">
                <Suspense fallback={avatarPlaceholder}>
                  <DesktopAccountMenu
                    user={user}
                    onBecomeTrainer={onBecomeTrainer}
                    onSignOut={handleSignOut}
                  />
                </Suspense>
              </div>
            </>
          )}

          {status !== 'loading' && (
            <button
              ref={mobileTrigger}
              type="button"
              aria-expanded={mobileOpen}
              aria-controls={mobilePanelId}
              onClick={() => setMobileOpen((value) => !value)}
              className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 md:hidden"
            >
              {mobileOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
              <span className="sr-only">{mobileOpen ? text.closeMenu : text.openMenu}</span>
            </button>
          )}
        </div>
      </nav>

      <div
        ref={mobilePanel}
        id={mobilePanelId}
        hidden={!mobileOpen}
        className="border-t border-slate-200 bg-white px-4 pt-3 pb-4 shadow-lg md:hidden"
      >
        {user ? (
          <Suspense fallback={null}>
            <MobileAccountMenu
              user={user}
              onBecomeTrainer={onBecomeTrainer}
              onSignOut={handleSignOut}
              onNavigate={closeMobile}
            />
          </Suspense>
        ) : (
          <div className="flex flex-col gap-2">
            <Link to={paths.trainers} className={navLinkClass} onClick={closeMobile}>
              {text.browseTrainers}
            </Link>
            <Link to={signInTo} className={buttonClass('primary', 'md')} onClick={closeMobile}>
              {text.signIn}
            </Link>
          </div>
        )}
        <div className="mt-2 border-t border-slate-200 pt-2">
          <LanguageSwitch className={`flex ${navLinkLook}`} />
        </div>
      </div>
    </header>
  );
}
