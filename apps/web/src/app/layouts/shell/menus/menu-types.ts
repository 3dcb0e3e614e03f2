/** A side-menu entry: a link, or a group with children (a connected client's sub-menu). */
export interface MenuLink {
  key: string;
  label: string;
  href: string;
  /** A client's page the client does not share: shown with a lock and 'Not shared', not as a link. */
  locked?: boolean;
}

export interface MenuGroup {
  key: string;
  label: string;
  /** A line under the label (what a client shares). */
  description?: string;
  /** Where clicking the group's own label goes. */
  href: string;
  /** Shown expanded: the group holds the page being viewed. */
  opened: boolean;
  children: MenuEntry[];
}

export type MenuEntry = MenuLink | MenuGroup;

export const isMenuGroup = (entry: MenuEntry): entry is MenuGroup => 'children' in entry;

/** The user fields the menus depend on (a subset of the session user). */
export interface MenuUser {
  role: 'client' | 'advisor' | 'admin' | null;
  clientAdvisorCount: number;
  parentId: string | null;
}
