import { NavLink, ScrollArea, Stack, TextInput } from '@mantine/core';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LockIcon } from '../../../components/action-icons';
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
        description={entry.description}
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
  if (!isMenuGroup(entry) && entry.locked) {
    // Not a link: the page would only refuse. The lock and the words say why.
    return (
      <NavLink
        component="div"
        label={entry.label}
        description="Not shared"
        leftSection={<LockIcon size={14} aria-hidden="true" />}
        disabled
        aria-disabled="true"
      />
    );
  }
  return <NavLink label={entry.label} fw={depth === 0 ? 500 : 400} component={Link} to={entry.href} active={active} />;
}

export interface SideNavSearch {
  value: string;
  onChange: (value: string) => void;
}

/** The side menu; an advisor's has a search of their clients above it (outside the nav, whose clicks close it on phones). */
export function SideNav({ entries, onNavigate, search: clientSearch }: { entries: MenuEntry[]; onNavigate?: () => void; search?: SideNavSearch }) {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const userId = search.get('userId');
  return (
    <ScrollArea h="100%" type="auto" offsetScrollbars>
      {clientSearch && (
        <TextInput
          px="sm"
          pt="sm"
          size="xs"
          type="search"
          aria-label="Search clients"
          placeholder="Search clients"
          value={clientSearch.value}
          onChange={(event) => clientSearch.onChange(event.currentTarget.value)}
        />
      )}
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
