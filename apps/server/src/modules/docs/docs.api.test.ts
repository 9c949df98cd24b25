import { API_DOCS_PATH, OPENAPI_PATH, api } from '@portal/contract';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/build-app.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

describe('the OpenAPI description', () => {
  it('is a valid OpenAPI 3.1 document, served without a token', async () => {
    const response = await fetch(`${server.url}${OPENAPI_PATH}`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as any;
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every API route the server registered, with the bearer scheme and every failure status', async () => {
    const document = (await (await fetch(`${server.url}${OPENAPI_PATH}`)).json()) as any;
    const described = Object.entries(document.paths as Record<string, Record<string, any>>).flatMap(
      ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const registered = server.app.apiRoutes
      .filter((route) => !route.url.startsWith(API_DOCS_PATH) && route.url !== OPENAPI_PATH)
      .map((route) => `${route.method} ${route.url}`);
    expect(registered.length).toBeGreaterThan(30);
    expect(described.sort()).toEqual([...new Set(registered)].sort());
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const addTask = document.paths[api.tasks.addTask.path].post;
    expect(document.components.securitySchemes.apiToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(addTask.security).toEqual([{ bearer: [] }, { apiToken: [] }]);
    expect(addTask.description).toContain('read-write scope');
    expect(document.paths[api.apiTokens.addApiToken.path].post.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(addTask.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '422',
      '429',
    ]);
    expect(addTask.parameters).toEqual([expect.objectContaining({ name: 'Idempotency-Key', in: 'header' })]);
    expect(document.paths[api.tasks.getAllTasks.path].post.parameters).toEqual([]);
    expect(addTask.requestBody.content['application/json'].schema.required).toContain('title');
    expect(document.paths[api.auth.signup.path].post.security).toEqual([]);
  });
});

describe(`the browsable API description at ${API_DOCS_PATH}`, () => {
  it('serves Swagger UI from this origin under the portal’s CSP, pointed at the description', async () => {
    const page = await fetch(`${server.url}${API_DOCS_PATH}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger-ui-bundle.js');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const initializer = await fetch(`${server.url}${API_DOCS_PATH}/swagger-initializer.js`);
    expect(await initializer.text()).toContain(OPENAPI_PATH);
    const bundle = await fetch(`${server.url}${API_DOCS_PATH}/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    // Read to the end, so the connection is free when the server closes.
    expect((await bundle.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
    expect(bundle.headers.get('content-type')).toContain('javascript');
  });
});
