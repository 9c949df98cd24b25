import { API_DOCS_PATH, api, CALENDAR_FEED_PATH, OPENAPI_PATH } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { isShellResponse, opensTheApp } from './shell.ts';

describe('which navigations the service worker answers', () => {
  it.each(['/', '/signin', '/signin?code=abc.def&state=1', '/timesheet', '/timesheet-review', '/projects'])(
    'opens the app for %s',
    (pathname) => expect(opensTheApp(new URL(pathname, 'https://portal.example').pathname)).toBe(true),
  );

  it.each([
    api.timesheet.getTimeEntries.path,
    API_DOCS_PATH,
    `${API_DOCS_PATH}/`,
    OPENAPI_PATH,
    '/realms/timesheet/protocol/openid-connect/auth',
    '/realms/timesheet/login',
    '/healthz',
    '/readyz',
    '/metrics',
    '/manifest.webmanifest',
    '/sw.js',
    '/favicon.svg',
    `${CALENDAR_FEED_PATH}${'a'.repeat(43)}.ics`,
  ])('leaves %s to the server', (pathname) => expect(opensTheApp(pathname)).toBe(false));
});

describe('which answers become the offline copy of the app', () => {
  const answer = (status: number, type: string) =>
    new Response(status === 204 ? null : 'x', { status, headers: { 'content-type': type } });

  it('keeps the app’s page', () => {
    expect(isShellResponse(answer(200, 'text/html; charset=utf-8'))).toBe(true);
  });

  it.each([
    [503, 'text/plain'],
    [500, 'text/html'],
    [200, 'application/json'],
  ])('never a %i %s answer', (status, type) => {
    expect(isShellResponse(answer(status, type))).toBe(false);
  });
});
