import { Suspense } from 'react';
import { Link, Outlet, useLocation, useMatch } from 'react-router';
import { Sparkles } from 'lucide-react';
import { normalizePathname, pageTitleFor } from '@flowmind/core/routing';
import { useMe } from '../lib/session';
import { OfflineBanner } from '../components/offline/OfflineBanner';
import { UpdatePrompt } from '../components/offline/UpdatePrompt';
import { RefusedWritesNotice } from '../components/offline-writes/RefusedWritesNotice';
import { SignOutButton } from '../components/session/SignOutButton';
import { ButtonLink } from '../components/ui/Button';
import { LogoMark } from '../components/ui/Logo';
import { PageSpinner } from '../components/ui/Spinner';
import { cn } from '../components/ui/cn';
import { useDocumentTitle } from '../lib/document-title';
import { useLiveUpdates } from '../lib/live-updates';
import { useOfflineWriteReplay } from '../lib/offline-queue';
import { BackgroundMusicProvider } from '../lib/music';
import { AvatarMenu } from './shell/AvatarMenu';
import { ChatTopBar } from './shell/ChatTopBar';
import { MainMenu } from './shell/MainMenu';
import { bottomBarItems } from './shell/nav-links';
import { NavLinkList } from './shell/NavLinkList';

/**
 * Frame of every signed-in page: top bar (menu, product name, page title, Practice, avatar menu; on a chat
 * page the coach instead) and, when `navigation` is on, the bottom bar. Onboarding uses it without
 * navigation: only the product name, the title and a Sign Out button.
 */
export function AppShell({ navigation = true }: { navigation?: boolean }) {
  const pathname = normalizePathname(useLocation().pathname);
  const title = pageTitleFor(pathname);
  useDocumentTitle(title);
  const me = useMe().data;
  useLiveUpdates(Boolean(me));
  useOfflineWriteReplay(me?.id);
  const chatMatch = useMatch('/chat/:guideId');
  const chatCoachId = navigation ? chatMatch?.params.guideId : undefined;

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-teal-300 px-4 py-2 font-semibold text-slate-950 focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b border-white/10 bg-[#0b1026]/80 backdrop-blur-xl">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:px-6">
          {chatCoachId ? (
            <ChatTopBar coachId={chatCoachId} />
          ) : (
            <>
              {navigation && <MainMenu />}
              <Link
                to="/home"
                className="flex items-center gap-2 rounded-full pr-2 font-semibold tracking-tight text-white focus-visible:outline-2 focus-visible:outline-teal-300"
              >
                <LogoMark className="size-7" />
                <span className="sr-only sm:not-sr-only">Flowmind</span>
              </Link>
              <span aria-hidden className="hidden h-5 w-px bg-white/15 sm:block" />
              <p className="min-w-0 flex-1 truncate text-base font-medium text-slate-200">{title}</p>
            </>
          )}
          {navigation ? (
            <>
              <ButtonLink
                to="/plan"
                size="sm"
                variant="secondary"
                className={cn(chatCoachId && 'max-sm:hidden')}
              >
                <Sparkles className="size-4" aria-hidden />
                Practice
              </ButtonLink>
              <AvatarMenu name={me?.name ?? ''} />
            </>
          ) : (
            // During onboarding the account menu has nowhere to lead yet: a plain Sign Out is enough.
            <SignOutButton variant="ghost" size="sm" />
          )}
        </div>
      </header>
      <OfflineBanner />
      <RefusedWritesNotice />
      <main
        id="main"
        tabIndex={-1}
        className={cn(
          'mx-auto w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none sm:px-6',
          navigation && 'pb-28',
        )}
      >
        <Suspense fallback={<PageSpinner label="Loading" />}>
          <BackgroundMusicProvider>
            <Outlet />
          </BackgroundMusicProvider>
        </Suspense>
      </main>
      {navigation && <BottomBar pathname={pathname} coachId={me?.coachId ?? null} />}
      <UpdatePrompt />
    </div>
  );
}

function BottomBar({ pathname, coachId }: { pathname: string; coachId: string | null }) {
  return (
    <nav
      aria-label="Primary"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-white/10 bg-[#0b1026]/90 backdrop-blur-xl"
    >
      <NavLinkList
        items={bottomBarItems(coachId)}
        pathname={pathname}
        className="mx-auto grid max-w-xl grid-cols-5 px-2 pb-[env(safe-area-inset-bottom)]"
        linkClassName="flex flex-col items-center gap-1 rounded-xl py-2.5 text-xs font-medium transition focus-visible:outline-2 focus-visible:outline-teal-300"
        activeClassName="text-teal-200"
        idleClassName="text-slate-300 hover:text-white"
        iconClassName="size-5"
      />
    </nav>
  );
}
