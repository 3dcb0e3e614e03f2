import { NavLink, ScrollArea, Stack } from '@mantine/core';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { isMenuGroup, type MenuEntry } from './menus/menu-types';

/** True when `href` names the page being shown, including the ?userId= of a client view. */
function isCurrent(href: string, pathname: string, userId: string | null): boolean {
  const url = new URL(href, 'http://local');
  return url.pathname === pathname && url.searchParams.get('userId') === userId;
}

function Entry({ entry, pathname, userId, depth }: { entry: MenuEntry; pathname: string; userId: string | null; depth: number }) {
  const active = isCurrent(entry.href, pathname, userId);
  const navigate = useNavigate();

  if (isMenuGroup(entry) && entry.children.length > 0) {
    return (
      <NavLink
        label={entry.label}
        opened={entry.opened}
        childrenOffset={depth === 0 ? 'sm' : 'md'}
        fw={depth === 0 ? 500 : 400}
        component={Link}
        to={entry.href}
        // A NavLink with children cancels its own link click (it only toggles); the group's page is still its target.
        onClick={() => void navigate(entry.href)}
        active={active}
      >
        {entry.children.map((child) => (
          <Entry key={child.key} entry={child} pathname={pathname} userId={userId} depth={depth + 1} />
        ))}
      </NavLink>
    );
  }
  return <NavLink label={entry.label} fw={depth === 0 ? 500 : 400} component={Link} to={entry.href} active={active} />;
}

export function SideNav({ entries, onNavigate }: { entries: MenuEntry[]; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const userId = search.get('userId');
  return (
    <ScrollArea h="100%" type="auto" offsetScrollbars>
      <nav aria-label="Side menu" onClick={onNavigate} data-tour="side-menu">
        <Stack gap={2} p="sm">
          {entries.map((entry) => (
            <Entry key={entry.key} entry={entry} pathname={pathname} userId={userId} depth={0} />
          ))}
        </Stack>
      </nav>
    </ScrollArea>
  );
}
