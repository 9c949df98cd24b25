import escapeHtml from 'escape-html';
import { EMBEDDED_REALM_PATH } from '../config/env.ts';

/** Where the provider's own static files (style sheet, logout script) are served. */
export const ASSETS_PATH = `${EMBEDDED_REALM_PATH}/assets`;

/**
 * The web app's icon, served beside it on the same origin. Named here too, as the web app's own
 * pages do, since a page that names none has the browser ask for /favicon.ico, which is no file.
 */
const PORTAL_ICON = '/favicon.svg';

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Timesheet</title>
<link rel="icon" type="image/svg+xml" href="${PORTAL_ICON}">
<link rel="stylesheet" href="${ASSETS_PATH}/login.css">
</head>
<body>
<main class="card">
${body}
</main>
</body>
</html>`;
}

export interface LoginPageOptions {
  action: string;
  email?: string;
  error?: string;
  signUpUrl: string;
}

/** The sign-in form: Email, Password and a Sign In button. */
export function loginPage({ action, email = '', error, signUpUrl }: LoginPageOptions): string {
  return layout(
    'Sign In',
    `<h1>Sign in to Timesheet</h1>
<p class="lead">Enter your email and password to sign in.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(email)}">
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required>
  <button type="submit">Sign In</button>
</form>
<p class="alt">Don't have an account? <a href="${escapeHtml(signUpUrl)}">Sign Up</a></p>`,
  );
}

/** Logout confirmation that submits itself: signing out from the portal needs no second question. */
export function logoutPage(form: string): string {
  const confirmed = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  return layout(
    'Signing out',
    `<h1>Signing out…</h1>
${confirmed}
<noscript><button type="submit" form="op.logoutForm">Sign out</button></noscript>
<script src="${ASSETS_PATH}/logout.js"></script>`,
  );
}

/** Sign-out asked for by anyone but the portal itself: nothing happens until the person confirms. */
export function logoutConfirmPage(form: string): string {
  const confirmed = form.replace(
    '</form>',
    '<input type="hidden" name="logout" value="yes"><button type="submit">Sign out</button></form>',
  );
  return layout(
    'Sign out',
    `<h1>Sign out of Timesheet?</h1>
<p class="lead">Something asked to sign you out. Sign out only if you meant to.</p>
${confirmed}
<p class="alt"><a href="/">Stay signed in</a></p>`,
  );
}

/** Any error of the provider's own pages, without internals. */
export function errorPage(title: string, description?: string): string {
  return layout(
    'Error',
    `<h1>${escapeHtml(title)}</h1>
${description ? `<p class="lead">${escapeHtml(description)}</p>` : ''}
<p class="alt"><a href="/">Back to Home Page</a></p>`,
  );
}

export const LOGIN_CSS = `:root{color-scheme:light dark;font-family:Outfit,system-ui,sans-serif}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f9fafb;color:#101828}
.card{width:min(400px,calc(100vw - 32px));padding:32px;border-radius:16px;background:#fff;border:1px solid #e4e7ec}
h1{font-size:24px;margin:0 0 8px}.lead{margin:0 0 24px;color:#475467;font-size:14px}
label{display:block;font-size:14px;font-weight:500;margin:16px 0 6px}
input{box-sizing:border-box;width:100%;height:44px;padding:0 14px;border:1px solid #d0d5dd;border-radius:8px;font-size:14px;background:transparent;color:inherit}
input:focus{outline:2px solid #465fff;outline-offset:1px}
button{margin-top:24px;width:100%;height:44px;border:0;border-radius:8px;background:#3641f5;color:#fff;font-size:14px;font-weight:500;cursor:pointer}
button:hover{background:#2a31d8}.error{padding:12px;border-radius:8px;background:#fef3f2;color:#b42318;font-size:14px}
.alt{margin-top:20px;font-size:14px;color:#475467;text-align:center}a{color:#3641f5}
@media (prefers-color-scheme:dark){body{background:#0c111d;color:#f2f4f7}.card{background:#101828;border-color:#1d2939}.lead,.alt{color:#98a2b3}input{border-color:#344054}.error{background:#55160c;color:#fecdca}a{color:#9cb9ff}}`;

export const LOGOUT_JS = `document.getElementById('op.logoutForm').submit();`;
