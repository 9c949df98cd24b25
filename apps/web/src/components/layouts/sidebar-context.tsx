import {
  createContext,
  use,
  useEffect,
  useLayoutEffect,
  useReducer,
  type ActionDispatch,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';
import {
  initialSidebarState,
  sidebarReducer,
  type SidebarAction,
  type SidebarState,
} from './sidebar-state.ts';
import { submenuOf } from './nav-items.ts';
import { isPhoneLayout, watchPhoneLayout } from './use-phone-layout.ts';

interface SidebarContextValue {
  state: SidebarState;
  dispatch: ActionDispatch<[SidebarAction]>;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

/** Holds the sidebar state and keeps it in step with the window width and the current route. */
export function SidebarProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(sidebarReducer, undefined, () => initialSidebarState(isPhoneLayout()));
  const { pathname } = useLocation();

  useEffect(() => watchPhoneLayout(() => dispatch({ type: 'resize', isMobile: isPhoneLayout() })), []);

  // Before paint, so the submenu of the current screen never shows closed for a frame.
  useLayoutEffect(() => {
    dispatch({ type: 'navigate', item: pathname, submenu: submenuOf(pathname) });
  }, [pathname]);

  return <SidebarContext value={{ state, dispatch }}>{children}</SidebarContext>;
}

export function useSidebar(): SidebarContextValue {
  const value = use(SidebarContext);
  if (!value) throw new Error('useSidebar needs a SidebarProvider');
  return value;
}
