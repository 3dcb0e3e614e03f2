import { AppShell, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AccessRefusedBoundary } from '../../../components/access-refused-boundary';
import { AppLoader } from '../../../components/app-loader';
import { paths } from '../../../config/paths';
import { useLogout } from '../../../features/auth/api';
import { FirstUse } from '../../../features/first-use/components/first-use';
import { HelpWidget } from '../../../features/support-chat/components/help-widget';
import { ViewedClientNamesContext } from '../../../lib/client-view';
import { useSession } from '../../../lib/session';
import { AppFooter } from './app-footer';
import { BillingNotice } from './billing-notice';
import { QUICK_ACTION_ROOM } from '../floating-room';
import { HelpWidgetProvider, useHelpWidget } from './help-widget-context';
import { isQuickActionMenuShown, quickActionsFor } from './menus/quick-actions';
import { sideMenuFor } from './menus/side-menu-for';
import { QuickActionMenu } from './quick-action-menu';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';
import { useConnectedClients } from './use-connected-clients';

function Shell() {
  const { user, isPending } = useSession();
  const { pathname, search: searchText } = useLocation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const logout = useLogout();
  const help = useHelpWidget();
  const [navOpened, nav] = useDisclosure(false);
  const connected = useConnectedClients(user?.role ?? null);
  const [clientSearch, setClientSearch] = useState('');

  // The loader let the user in; if the session ends while here (logout, a 401), leave.
  if (!user) return isPending ? <AppLoader /> : <Navigate to={paths.login()} replace />;

  const showNav = pathname !== paths.home();
  const quickActionsShown = isQuickActionMenuShown(user);
  const entries = sideMenuFor(user, connected.clients, search.get('userId'), clientSearch);
  const onLogout = () =>
    logout.mutate(undefined, {
      onSettled: () => {
        navigate(paths.login(), { replace: true });
      },
    });

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={showNav ? { width: user.role === 'advisor' ? 320 : 272, breakpoint: 'sm', collapsed: { mobile: !navOpened } } : undefined}
      padding={{ base: 'md', md: 'xl' }}
      bg="gray.0"
    >
      <AppShell.Header>
        <TopBar
          user={user}
          connectedClients={connected.clients}
          navOpened={navOpened}
          onToggleNav={nav.toggle}
          showBurger={showNav}
          onHelp={help.toggle}
          onLogout={onLogout}
        />
      </AppShell.Header>
      {showNav && (
        <AppShell.Navbar>
          <SideNav entries={entries} onNavigate={nav.close} search={user.role === 'advisor' ? { value: clientSearch, onChange: setClientSearch } : undefined} />
        </AppShell.Navbar>
      )}
      <AppShell.Main>
        <Container size="xl" px={0}>
          <BillingNotice user={user} onBillingPage={pathname === paths.billing() || pathname === paths.subscribe()} />
          {/* Pages name the viewed client from here; a refused read replaces the page, not the shell. */}
          <ViewedClientNamesContext value={connected.names}>
            <AccessRefusedBoundary resetKey={`${pathname}${searchText}`}>
              <Outlet />
            </AccessRefusedBoundary>
          </ViewedClientNamesContext>
          <AppFooter onHelp={help.toggle} />
          {/* Room below the footer: scrolled to the end, nothing lies under the floating button. */}
          {quickActionsShown && <div aria-hidden="true" data-floating-room style={{ height: QUICK_ACTION_ROOM }} />}
        </Container>
      </AppShell.Main>
      {quickActionsShown && <QuickActionMenu actions={quickActionsFor(user)} onHelp={help.toggle} />}
      <HelpWidget opened={help.opened} onClose={help.close} />
      <FirstUse user={user} />
    </AppShell>
  );
}

/** Signed-in pages: top bar, role side menu (hidden on /home), footer, the quick actions, the help widget and first use. */
export function AppShellLayout() {
  return (
    <HelpWidgetProvider>
      <Shell />
    </HelpWidgetProvider>
  );
}
