/** Below this window width the sidebar state treats the screen as mobile (spec §9). */
export const MOBILE_BREAKPOINT_PX = 768;
/** From this width on the sidebar sits beside the content instead of over it (Tailwind's lg). */
export const DESKTOP_BREAKPOINT_PX = 1024;

export interface SidebarState {
  /** The user's choice on wide screens; read it through `isSidebarExpanded`. */
  isExpanded: boolean;
  isMobile: boolean;
  /** Whether the overlay sidebar of narrow screens is open. */
  isMobileOpen: boolean;
  isHovered: boolean;
  /** Path of the menu entry of the current screen. */
  activeItem: string | null;
  /** Label of the one open submenu. */
  openSubmenu: string | null;
}

export type SidebarAction =
  | { type: 'toggleSidebar' }
  | { type: 'toggleMobileSidebar' }
  | { type: 'closeMobileSidebar' }
  | { type: 'setHovered'; isHovered: boolean }
  | { type: 'toggleSubmenu'; submenu: string }
  /** The window crossed the mobile breakpoint. */
  | { type: 'resize'; isMobile: boolean }
  /** The route changed: `item` is now active and `submenu` is the group holding it, if any. */
  | { type: 'navigate'; item: string; submenu: string | null };

export function initialSidebarState(isMobile: boolean): SidebarState {
  return {
    isExpanded: true,
    isMobile,
    isMobileOpen: false,
    isHovered: false,
    activeItem: null,
    openSubmenu: null,
  };
}

export function sidebarReducer(state: SidebarState, action: SidebarAction): SidebarState {
  switch (action.type) {
    case 'toggleSidebar':
      return { ...state, isExpanded: !state.isExpanded };
    case 'toggleMobileSidebar':
      return { ...state, isMobileOpen: !state.isMobileOpen };
    case 'closeMobileSidebar':
      return { ...state, isMobileOpen: false };
    case 'setHovered':
      return { ...state, isHovered: action.isHovered };
    case 'toggleSubmenu':
      return { ...state, openSubmenu: state.openSubmenu === action.submenu ? null : action.submenu };
    case 'resize':
      return { ...state, isMobile: action.isMobile, isMobileOpen: action.isMobile && state.isMobileOpen };
    case 'navigate':
      // A chosen screen replaces the overlay, which would otherwise keep covering it.
      return { ...state, activeItem: action.item, openSubmenu: action.submenu, isMobileOpen: false };
  }
}

/** On mobile the expanded state reads as collapsed (spec §2). */
export const isSidebarExpanded = (state: SidebarState) => !state.isMobile && state.isExpanded;

/** Whether the sidebar is at full width with its labels showing, rather than icons only. */
export const showsSidebarLabels = (state: SidebarState) =>
  isSidebarExpanded(state) || state.isHovered || state.isMobileOpen;

/** The header's toggle collapses the docked sidebar on desktop and opens the overlay below it. */
export const headerToggleAction = (width: number): SidebarAction =>
  width >= DESKTOP_BREAKPOINT_PX ? { type: 'toggleSidebar' } : { type: 'toggleMobileSidebar' };
