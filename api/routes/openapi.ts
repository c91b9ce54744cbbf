/**
 * The API's description (issue 20 point 5; docs/decisions/040).
 *
 * Calls
 *   GET /api/openapi.json   (public) the OpenAPI 3.1 document of every API route (api/openapi/)
 *   GET /api/docs           (public) the reference page: the same document as HTML, no script,
 *                           nothing fetched from elsewhere
 */
import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { openApiDocument } from '../openapi/document.ts';
import { referencePage } from '../openapi/reference.ts';
import { APP_VERSION } from './health.ts';

export function openApiRoutes({ config }: AppDeps) {
  // Built once per day: the estimate schemas compare dates against today.
  let built: { day: string; json: string; html: string } | undefined;
  const current = () => {
    const day = new Date().toISOString().slice(0, 10);
    if (built?.day !== day) {
      const document = openApiDocument(config.publicUrl, APP_VERSION, day, config.baseDomain);
      built = { day, json: JSON.stringify(document), html: referencePage(document) };
    }
    return built;
  };
  return new Hono()
    .get('/openapi.json', (c) => c.body(current().json, 200, { 'Content-Type': 'application/json; charset=utf-8' }))
    .get('/docs', (c) => c.html(current().html));
}
