/**
 * How the api client moves to another screen. It lives apart from the client so that the router,
 * which is in the first script, can hand over its navigation without loading the client, the
 * identity library and the contract's schemas before the first paint.
 */
let navigateTo = (path: string) => window.location.assign(path);

/** Hands the api client the router's navigation, so that moving to sign-in keeps the page and its toast. */
export function setApiNavigation(navigate: (path: string) => void): void {
  navigateTo = navigate;
}

/** Moves to `path` the router's way once it has been handed over, else by loading the page. */
export function navigateForApi(path: string): void {
  navigateTo(path);
}
