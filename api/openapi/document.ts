/**
 * The OpenAPI 3.1 document of the API, built from api/openapi/routes.ts: request bodies and query
 * parameters are zod 4's JSON Schema (draft 2020-12, the dialect OpenAPI 3.1 uses) of the schemas
 * the routes validate with, as their input (what a caller sends, before defaults and transforms);
 * the answers described in api/openapi/responses.ts are the JSON Schema of their output.
 */
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { FORBIDDEN_MESSAGE, UNAUTHORIZED_MESSAGE } from '#core/api/messages.ts';
import { type Access, type RouteDoc, routeDocs, sourceOf } from './routes.ts';

type Json = Record<string, unknown>;

/**
 * JSON Schema of what a caller sends (`input`; checks JSON Schema cannot say, refinements and
 * transforms, are left to the 400 answer) or of what the server answers (`output`).
 */
function jsonSchema(schema: $ZodType, io: 'input' | 'output' = 'input'): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
  return rest;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const jsonContent = (schema: Json) => ({ 'application/json': { schema } });

const COMPONENT_SCHEMAS: Record<string, Json> = {
  Success: {
    type: 'object',
    required: ['success'],
    properties: { success: { const: true }, data: { description: 'The answer; its shape is described in the route module.' } },
  },
  Error: {
    type: 'object',
    required: ['success', 'error'],
    properties: {
      success: { const: false },
      error: { type: 'string', description: 'A message to show the user.' },
      code: { type: 'string' },
      message: { type: 'string', description: 'The same text as error (the dashboard shows it for some calls).' },
    },
  },
  ValidationError: {
    type: 'object',
    required: ['success', 'error'],
    properties: {
      success: { const: false },
      error: { type: 'string', examples: ['Validation failed'] },
      fields: {
        type: 'object',
        additionalProperties: { type: 'string' },
        description: 'One message per field that was refused, keyed by the field (nested fields by their dotted path).',
      },
    },
  },
  Tokens: {
    type: 'object',
    required: ['success', 'accessToken', 'refreshToken', 'expiresIn'],
    properties: {
      success: { const: true },
      accessToken: { type: 'string', description: 'Sent as Authorization: Bearer on the calls that need a user.' },
      refreshToken: { type: 'string', description: 'Exchanged for new tokens at POST /api/auth/refresh; used once.' },
      expiresIn: { type: 'integer', description: 'Seconds the access token is valid.' },
      user: { type: 'object', description: 'The signed-in account (login only).' },
    },
  },
  Page: {
    type: 'object',
    required: ['success', 'data', 'pagination'],
    properties: {
      success: { const: true },
      data: { type: 'array', description: 'This page of records; their shape is described in the route module.' },
      pagination: {
        type: 'object',
        required: ['total', 'limit', 'offset', 'hasMore'],
        properties: {
          total: { type: 'integer', minimum: 0, description: 'Records matching the filters, on every page.' },
          limit: { type: 'integer', minimum: 1 },
          offset: { type: 'integer', minimum: 0 },
          hasMore: { type: 'boolean' },
        },
      },
    },
  },
  RateLimited: {
    type: 'object',
    required: ['success', 'code', 'error', 'retryAfterSeconds'],
    properties: {
      success: { const: false },
      code: { const: 'RATE_LIMITED' },
      error: { type: 'string' },
      message: { type: 'string' },
      retryAfterSeconds: { type: 'integer', minimum: 0 },
      remainingAttempts: { type: 'integer', minimum: 0 },
      resetTime: { type: 'string', format: 'date-time' },
    },
  },
};

const RESPONSES: Record<string, Json> = {
  BadRequest: {
    description: "The input was refused: 'Validation failed' with a message per field.",
    content: jsonContent(ref('ValidationError')),
  },
  Unauthorized: { description: `No valid access token: '${UNAUTHORIZED_MESSAGE}'.`, content: jsonContent(ref('Error')) },
  Forbidden: {
    description: `The caller may not act on this business or record: '${FORBIDDEN_MESSAGE}'.`,
    content: jsonContent(ref('Error')),
  },
  NotFound: { description: 'No such record (or one of another business: ids cannot be probed).', content: jsonContent(ref('Error')) },
  TooManyRequests: {
    description: 'Too many calls from this address (or to this business); Retry-After says when to try again.',
    headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait.' } },
    content: jsonContent(ref('RateLimited')),
  },
};

const ACCESS_TEXT: Record<Access, string> = {
  public: 'Anyone may call it.',
  'signed-in': 'Any signed-in user.',
  staff:
    "The business's staff with a role the call allows (owners and managers write; techs and viewers read) and platform admins; another business's user gets 403.",
  admin: 'Platform admins only; the staff of a business get 403.',
};

/** `/api/quotes/:id` as OpenAPI writes it, and its parameter names. */
export function openApiPath(path: string): { path: string; params: string[] } {
  const params: string[] = [];
  const converted = path.replace(/:(\w+)/g, (_, name: string) => {
    params.push(name);
    return `{${name}}`;
  });
  return { path: converted, params };
}

function queryParameters(schema: $ZodType): Json[] {
  const object = jsonSchema(schema);
  const properties = (object.properties ?? {}) as Record<string, Json>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({ name, in: 'query', required: required.has(name), schema: property }));
}

function requestBody(route: RouteDoc): Json | undefined {
  if (route.body) return { required: true, content: jsonContent(jsonSchema(route.body)) };
  if (!route.upload) return undefined;
  const fields = route.upload.fields ? jsonSchema(route.upload.fields) : { properties: {}, required: [] };
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: [route.upload.file, ...((fields.required as string[] | undefined) ?? [])],
          properties: { [route.upload.file]: { type: 'string', format: 'binary' }, ...(fields.properties as Json) },
        },
      },
    },
  };
}

/** Every list call that takes `limit` and `offset` answers a page. */
const paged = (route: RouteDoc) => {
  const properties = route.query ? (jsonSchema(route.query).properties as Json | undefined) : undefined;
  return properties !== undefined && 'limit' in properties && 'offset' in properties;
};

function success(route: RouteDoc): Json {
  const status = route.status ?? 200;
  if (status === 204) return { description: 'Done; no content.' };
  if (route.produces) return { description: 'The file.', content: { [route.produces]: { schema: { type: 'string' } } } };
  if (route.returns) return { description: 'Done.', content: jsonContent(ref(route.returns)) };
  if (route.answer) return { description: 'Done.', content: jsonContent(jsonSchema(route.answer, 'output')) };
  if (paged(route)) return { description: 'A page of records.', content: jsonContent(ref('Page')) };
  return { description: status === 202 ? 'Accepted: the work goes on after the answer.' : 'Done.', content: jsonContent(ref('Success')) };
}

function operation(route: RouteDoc, params: string[]): Json {
  const responses: Json = { [String(route.status ?? 200)]: success(route) };
  if (route.body || route.upload || route.query || route.queryNames || params.length > 0)
    responses['400'] = { $ref: '#/components/responses/BadRequest' };
  if (route.access !== 'public' || route.answers401) responses['401'] = { $ref: '#/components/responses/Unauthorized' };
  if (route.access === 'staff' || route.access === 'admin') responses['403'] = { $ref: '#/components/responses/Forbidden' };
  if (params.length > 0) responses['404'] = { $ref: '#/components/responses/NotFound' };
  if (route.limited) responses['429'] = { $ref: '#/components/responses/TooManyRequests' };
  for (const other of route.otherAnswers ?? [])
    responses[String(other.status)] = { description: other.description, content: jsonContent(jsonSchema(other.schema, 'output')) };
  const parameters = [
    ...params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
    ...(route.query ? queryParameters(route.query) : []),
    ...(route.queryNames ?? []).map((name) => ({ name, in: 'query', required: false, schema: { type: 'string' } })),
  ];
  const body = requestBody(route);
  return {
    operationId: `${route.method.toLowerCase()}${route.path.replace(/^\/api/, '').replace(/[^A-Za-z0-9]+(\w)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
    summary: route.summary,
    description: [
      ACCESS_TEXT[route.access],
      route.note,
      route.answer
        ? `Its answer is described below; more in the doc comment of ${sourceOf(route.path)}.`
        : `Answers in full: the doc comment of ${sourceOf(route.path)}.`,
    ]
      .filter(Boolean)
      .join(' '),
    tags: [route.tag],
    ...(route.access === 'public' ? { security: [] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

/**
 * The document for the given server address; `today` is the date estimate schemas compare against,
 * `baseDomain` the platform's (the custom-domain rule refuses it).
 */
export function openApiDocument(publicUrl: string, version: string, today: string, baseDomain: string): Json {
  const paths: Record<string, Json> = {};
  const routes = routeDocs(today, baseDomain);
  for (const route of routes) {
    const { path, params } = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route, params) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'LocalSite API',
      version,
      description:
        'Websites, dashboards and scheduling for local service businesses. Answers are JSON { success, data } or { success: false, error }; money is integer cents, durations minutes, instants ISO 8601 UTC. Each route module in api/routes/ describes its answers in full.',
    },
    servers: [{ url: publicUrl }],
    tags: [...new Set(routes.map((r) => r.tag))].map((name) => ({ name })),
    security: [{ bearerAuth: [] }],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'The access token POST /api/auth/login answers (renewed with the refresh token through POST /api/auth/refresh).',
        },
      },
      schemas: COMPONENT_SCHEMAS,
      responses: RESPONSES,
    },
  };
}
