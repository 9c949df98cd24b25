import type { IncomingHttpHeaders } from 'node:http';
import escapeHtml from 'escape-html';
import {
  defineMessages,
  type DisplayLocale,
  isRightToLeft,
  LocaleSchema,
  type MessageDescriptor,
  type MessageParams,
  negotiateLocale,
} from '@portal/contract';
import { EMBEDDED_REALM_PATH } from '../config/env.ts';
import { intlFor } from '../i18n/messages.ts';

/** Where the provider's own static files (style sheet, logout script) are served. */
export const ASSETS_PATH = `${EMBEDDED_REALM_PATH}/assets`;

/**
 * The web app's icon, served beside it on the same origin. Named here too, as the web app's own
 * pages do, since a page that names none has the browser ask for /favicon.ico, which is no file.
 */
const PORTAL_ICON = '/favicon.svg';

const messages = defineMessages({
  signInTitle: { id: 'identity.sign-in.title', defaultMessage: 'Sign In' },
  signInHeading: { id: 'identity.sign-in.heading', defaultMessage: 'Sign in to Timesheet' },
  signInLead: { id: 'identity.sign-in.lead', defaultMessage: 'Enter your email and password to sign in.' },
  email: { id: 'identity.sign-in.email', defaultMessage: 'Email' },
  password: { id: 'identity.sign-in.password', defaultMessage: 'Password' },
  noAccount: { id: 'identity.sign-in.no-account', defaultMessage: "Don't have an account?" },
  signUp: { id: 'identity.sign-in.sign-up', defaultMessage: 'Sign Up' },
  invalidCredentials: {
    id: 'identity.sign-in.invalid-credentials',
    defaultMessage: 'Invalid email or password.',
  },
  tooManyAttempts: {
    id: 'identity.sign-in.too-many-attempts',
    defaultMessage: '{seconds, plural, other {Too many sign-in attempts. Try again in # seconds.}}',
    description: 'seconds is at most a minute; English says "seconds" even of one.',
  },
  deactivated: {
    id: 'identity.sign-in.deactivated',
    defaultMessage: 'Your account is deactivated. Ask your administrator.',
  },
  signingOutTitle: { id: 'identity.sign-out.signing-out-title', defaultMessage: 'Signing out' },
  signingOutHeading: { id: 'identity.sign-out.signing-out-heading', defaultMessage: 'Signing out…' },
  signOut: { id: 'identity.sign-out.button', defaultMessage: 'Sign out' },
  confirmHeading: { id: 'identity.sign-out.confirm-heading', defaultMessage: 'Sign out of Timesheet?' },
  confirmLead: {
    id: 'identity.sign-out.confirm-lead',
    defaultMessage: 'Something asked to sign you out. Sign out only if you meant to.',
  },
  staySignedIn: { id: 'identity.sign-out.stay-signed-in', defaultMessage: 'Stay signed in' },
  errorTitle: { id: 'identity.error.title', defaultMessage: 'Error' },
  backHome: { id: 'identity.error.back-home', defaultMessage: 'Back to Home Page' },
  expiredHeading: { id: 'identity.error.expired-heading', defaultMessage: 'This sign-in link has expired' },
  expiredLead: {
    id: 'identity.error.expired-lead',
    defaultMessage: 'Go back to the portal and sign in again.',
  },
  failedHeading: { id: 'identity.error.failed-heading', defaultMessage: 'Sign-in could not continue' },
  wrongAddress: {
    id: 'identity.error.wrong-address',
    defaultMessage: 'Open the portal at {url} and sign in there.',
    description: "url is the portal's address.",
  },
});

/**
 * The cookie the web app sets to the language it shows (apps/web/src/lib/i18n/locale.ts), so that
 * these pages, served by the same origin before the app runs, speak it too.
 */
const LANGUAGE_COOKIE = 'portal_language';

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const index = pair.indexOf('=');
    if (index > 0 && pair.slice(0, index).trim() === name) return pair.slice(index + 1).trim();
  }
  return undefined;
}

/** The languages of an Accept-Language header, most wanted first; those refused (q=0) left out. */
function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((entry, order) => {
      const [tag = '', ...parameters] = entry.split(';').map((part) => part.trim());
      const q = parameters.find((parameter) => parameter.startsWith('q='));
      return { tag, weight: q ? Number(q.slice(2)) : 1, order };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map(({ tag }) => tag);
}

/**
 * The language of a request to these pages: the web app's language cookie when it names one the
 * portal speaks, else the browser's Accept-Language, else English.
 */
export function pageLocale(headers: IncomingHttpHeaders): DisplayLocale {
  const chosen = LocaleSchema.safeParse(cookieValue(headers.cookie, LANGUAGE_COOKIE));
  if (chosen.success) return chosen.data;
  return negotiateLocale(acceptedLanguages(headers['accept-language']));
}

/**
 * A catalog text as element content. Only what would break the markup is escaped, so that the
 * English pages stay as they were ("Don't" and all); values from outside go through escapeHtml.
 */
const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Formats this page's texts in one language. */
function sayer(locale: DisplayLocale) {
  const intl = intlFor(locale);
  return (message: MessageDescriptor, values?: MessageParams) => intl.formatMessage(message, values);
}

function layout(locale: DisplayLocale, title: string, body: string): string {
  const lang = intlFor(locale).locale;
  return `<!doctype html>
<html lang="${escapeHtml(lang)}"${isRightToLeft(locale) ? ' dir="rtl"' : ''}>
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

/** Why a sign-in was refused, as the form says it. */
export type LoginError =
  | { reason: 'invalid-credentials' }
  | { reason: 'deactivated' }
  | { reason: 'too-many-attempts'; seconds: number };

function loginErrorText(say: ReturnType<typeof sayer>, error: LoginError): string {
  switch (error.reason) {
    case 'invalid-credentials':
      return say(messages.invalidCredentials);
    case 'deactivated':
      return say(messages.deactivated);
    case 'too-many-attempts':
      return say(messages.tooManyAttempts, { seconds: error.seconds });
  }
}

export interface LoginPageOptions {
  action: string;
  email?: string;
  error?: LoginError;
  signUpUrl: string;
  locale: DisplayLocale;
}

/** The sign-in form: Email, Password and a Sign In button. */
export function loginPage({ action, email = '', error, signUpUrl, locale }: LoginPageOptions): string {
  const say = sayer(locale);
  return layout(
    locale,
    say(messages.signInTitle),
    `<h1>${text(say(messages.signInHeading))}</h1>
<p class="lead">${text(say(messages.signInLead))}</p>
${error ? `<p class="error" role="alert">${escapeHtml(loginErrorText(say, error))}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
  <label for="email">${text(say(messages.email))}</label>
  <input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(email)}">
  <label for="password">${text(say(messages.password))}</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required>
  <button type="submit">${text(say(messages.signInTitle))}</button>
</form>
<p class="alt">${text(say(messages.noAccount))} <a href="${escapeHtml(signUpUrl)}">${text(say(messages.signUp))}</a></p>`,
  );
}

/** Logout confirmation that submits itself: signing out from the portal needs no second question. */
export function logoutPage(form: string, locale: DisplayLocale): string {
  const say = sayer(locale);
  const confirmed = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  return layout(
    locale,
    say(messages.signingOutTitle),
    `<h1>${text(say(messages.signingOutHeading))}</h1>
${confirmed}
<noscript><button type="submit" form="op.logoutForm">${text(say(messages.signOut))}</button></noscript>
<script src="${ASSETS_PATH}/logout.js"></script>`,
  );
}

/** Sign-out asked for by anyone but the portal itself: nothing happens until the person confirms. */
export function logoutConfirmPage(form: string, locale: DisplayLocale): string {
  const say = sayer(locale);
  const confirmed = form.replace(
    '</form>',
    `<input type="hidden" name="logout" value="yes"><button type="submit">${text(say(messages.signOut))}</button></form>`,
  );
  return layout(
    locale,
    say(messages.signOut),
    `<h1>${text(say(messages.confirmHeading))}</h1>
<p class="lead">${text(say(messages.confirmLead))}</p>
${confirmed}
<p class="alt"><a href="/">${text(say(messages.staySignedIn))}</a></p>`,
  );
}

/**
 * What went wrong on the provider's own pages, without internals: a sign-in link that expired, a
 * sign-in started at an address the portal does not answer at, or anything else the provider
 * describes (in its own words, which are English).
 */
export type PageError =
  | { reason: 'expired' }
  | { reason: 'wrong-address'; publicUrl: string }
  | { reason: 'failed'; description: string };

/** Any error of the provider's own pages. */
export function errorPage(error: PageError, locale: DisplayLocale): string {
  const say = sayer(locale);
  const [title, description] =
    error.reason === 'expired'
      ? [say(messages.expiredHeading), say(messages.expiredLead)]
      : [
          say(messages.failedHeading),
          error.reason === 'wrong-address'
            ? say(messages.wrongAddress, { url: error.publicUrl })
            : error.description,
        ];
  return layout(
    locale,
    say(messages.errorTitle),
    `<h1>${escapeHtml(title)}</h1>
${description ? `<p class="lead">${escapeHtml(description)}</p>` : ''}
<p class="alt"><a href="/">${text(say(messages.backHome))}</a></p>`,
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
