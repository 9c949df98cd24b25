import { describe, expect, it } from 'vitest';
import {
  headerToggleAction,
  initialSidebarState,
  isSidebarExpanded,
  showsSidebarLabels,
  sidebarReducer,
  type SidebarState,
} from './sidebar-state.ts';

const desktop = () => initialSidebarState(false);
const mobile = () => initialSidebarState(true);

describe('sidebar state', () => {
  it('starts expanded, closed on mobile, not hovered, with no active item or open submenu', () => {
    expect(desktop()).toEqual({
      isExpanded: true,
      isMobile: false,
      isMobileOpen: false,
      isHovered: false,
      activeItem: null,
      openSubmenu: null,
    });
  });

  it('flips the expanded state on each toggle', () => {
    const collapsed = sidebarReducer(desktop(), { type: 'toggleSidebar' });
    expect(collapsed.isExpanded).toBe(false);
    expect(sidebarReducer(collapsed, { type: 'toggleSidebar' }).isExpanded).toBe(true);
  });

  it('flips the mobile-open flag separately from the expanded state', () => {
    const open = sidebarReducer(mobile(), { type: 'toggleMobileSidebar' });
    expect(open).toMatchObject({ isMobileOpen: true, isExpanded: true });
    expect(sidebarReducer(open, { type: 'toggleMobileSidebar' }).isMobileOpen).toBe(false);
    expect(sidebarReducer(open, { type: 'closeMobileSidebar' }).isMobileOpen).toBe(false);
  });

  it('reads as collapsed on mobile whatever the stored choice', () => {
    expect(isSidebarExpanded(mobile())).toBe(false);
    expect(isSidebarExpanded(desktop())).toBe(true);
    expect(isSidebarExpanded(sidebarReducer(desktop(), { type: 'toggleSidebar' }))).toBe(false);
  });

  it('shows labels when expanded, hovered or open as the mobile overlay', () => {
    const collapsed = sidebarReducer(desktop(), { type: 'toggleSidebar' });
    expect(showsSidebarLabels(collapsed)).toBe(false);
    expect(showsSidebarLabels(sidebarReducer(collapsed, { type: 'setHovered', isHovered: true }))).toBe(true);
    expect(showsSidebarLabels(mobile())).toBe(false);
    expect(showsSidebarLabels(sidebarReducer(mobile(), { type: 'toggleMobileSidebar' }))).toBe(true);
  });

  it('keeps a hover flag', () => {
    const hovered = sidebarReducer(desktop(), { type: 'setHovered', isHovered: true });
    expect(hovered.isHovered).toBe(true);
    expect(sidebarReducer(hovered, { type: 'setHovered', isHovered: false }).isHovered).toBe(false);
  });

  it('keeps only one submenu open and closes the open one when it is chosen again', () => {
    const timesheet = sidebarReducer(desktop(), { type: 'toggleSubmenu', submenu: 'Timesheet' });
    expect(timesheet.openSubmenu).toBe('Timesheet');
    const reports = sidebarReducer(timesheet, { type: 'toggleSubmenu', submenu: 'Reports' });
    expect(reports.openSubmenu).toBe('Reports');
    expect(sidebarReducer(reports, { type: 'toggleSubmenu', submenu: 'Reports' }).openSubmenu).toBeNull();
  });

  it('resets the mobile-open flag when the width stops being mobile', () => {
    const open = sidebarReducer(mobile(), { type: 'toggleMobileSidebar' });
    const stillMobile = sidebarReducer(open, { type: 'resize', isMobile: true });
    expect(stillMobile).toMatchObject({ isMobile: true, isMobileOpen: true });
    const wide = sidebarReducer(open, { type: 'resize', isMobile: false });
    expect(wide).toMatchObject({ isMobile: false, isMobileOpen: false });
  });

  it('on navigation marks the active item, opens its submenu and closes the overlay', () => {
    const open: SidebarState = { ...mobile(), isMobileOpen: true, openSubmenu: null };
    const next = sidebarReducer(open, { type: 'navigate', item: '/timesheet', submenu: 'Timesheet' });
    expect(next).toMatchObject({ activeItem: '/timesheet', openSubmenu: 'Timesheet', isMobileOpen: false });
    const top = sidebarReducer(next, { type: 'navigate', item: '/projects', submenu: null });
    expect(top).toMatchObject({ activeItem: '/projects', openSubmenu: null });
  });

  it('lets the header toggle collapse the docked sidebar from 1024px and open the overlay below', () => {
    expect(headerToggleAction(1024)).toEqual({ type: 'toggleSidebar' });
    expect(headerToggleAction(1023)).toEqual({ type: 'toggleMobileSidebar' });
    expect(headerToggleAction(375)).toEqual({ type: 'toggleMobileSidebar' });
  });
});
