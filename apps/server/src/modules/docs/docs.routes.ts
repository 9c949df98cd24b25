import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_DOCS_PATH, OPENAPI_PATH } from '@portal/contract';
import type { Config } from '../../config/env.ts';
import { openApiDocument } from './openapi.ts';

const DOCS_PATH = `${API_DOCS_PATH}/`;

/** Points Swagger UI at the portal's own description; a file, so no inline script needs the CSP's leave. */
const INITIALIZER = `window.onload = () => {
  window.ui = SwaggerUIBundle({ url: '${OPENAPI_PATH}', dom_id: '#swagger-ui', deepLinking: true });
};
`;

/** Swagger UI's files the page loads, with their types; nothing else of the package is served. */
const UI_FILES: Record<string, string> = {
  'index.html': 'text/html',
  'swagger-ui.css': 'text/css',
  'index.css': 'text/css',
  'swagger-ui-bundle.js': 'text/javascript',
  'swagger-ui-standalone-preset.js': 'text/javascript',
  'favicon-32x32.png': 'image/png',
  'favicon-16x16.png': 'image/png',
};

/** The OpenAPI description at /api/openapi.json and Swagger UI at /api/docs, both public. */
export async function docsRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const publicRoute = { config: { public: true } };
  const document = JSON.stringify(openApiDocument(config.http.publicUrl));
  // Found, not imported: the package's entry loads its browser bundle (1.4 MB) into the server.
  const uiRoot = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  app.get(OPENAPI_PATH, publicRoute, (_request, reply) => reply.type('application/json').send(document));
  app.get(API_DOCS_PATH, publicRoute, (_request, reply) => reply.redirect(DOCS_PATH));
  app.get(`${DOCS_PATH}swagger-initializer.js`, publicRoute, (_request, reply) =>
    reply.type('text/javascript').send(INITIALIZER),
  );
  app.get<{ Params: { file?: string } }>(`${DOCS_PATH}:file`, publicRoute, (request, reply) => {
    const file = request.params.file || 'index.html';
    const type = UI_FILES[file];
    if (!type) return reply.callNotFound();
    return reply
      .type(type)
      .header('cache-control', 'public, max-age=3600')
      .send(fs.createReadStream(path.join(uiRoot, file)));
  });
}
