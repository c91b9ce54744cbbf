/**
 * The server's log: one line per event, JSON for log collectors (one object a line) or a short
 * readable line for a terminal (decision 041). LOG_FORMAT=json|pretty picks; unset, it is JSON when
 * NODE_ENV=production or stdout is not a terminal, else pretty. LOG_LEVEL=debug|info|warn|error
 * (info; warn under NODE_ENV=test) drops the levels below it. A tiny writer rather than a package: the server writes one
 * line per API request and a few per publish, so the line is built with JSON.stringify and the
 * lines of one turn of the event loop are written together (batchedWriter).
 */
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export type LogFormat = 'json' | 'pretty';
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

export interface LoggerOptions {
  format: LogFormat;
  level: LogLevel;
  write: (line: string) => void;
  now?: () => Date;
}

/** The format and level from the environment (values other than the documented ones fall back to the defaults). */
export function logOptionsFrom(env: NodeJS.ProcessEnv, stdoutIsTty: boolean): Pick<LoggerOptions, 'format' | 'level'> {
  const format: LogFormat =
    env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty'
      ? env.LOG_FORMAT
      : env.NODE_ENV === 'production' || !stdoutIsTty
        ? 'json'
        : 'pretty';
  // Test runs (vitest sets NODE_ENV=test) keep warnings and errors only: a line per request would bury their output.
  const fallback: LogLevel = env.NODE_ENV === 'test' ? 'warn' : 'info';
  const level = (LOG_LEVELS as readonly string[]).includes(env.LOG_LEVEL ?? '') ? (env.LOG_LEVEL as LogLevel) : fallback;
  return { format, level };
}

export function createLogger({ format, level, write, now = () => new Date() }: LoggerOptions): Logger {
  const min = LOG_LEVELS.indexOf(level);
  const emit = (lvl: LogLevel, msg: string, fields: LogFields = {}) => {
    if (LOG_LEVELS.indexOf(lvl) < min) return;
    const time = now();
    if (format === 'json') {
      write(`${JSON.stringify({ time: time.toISOString(), level: lvl, msg, ...fields }, errorsAsText)}\n`);
      return;
    }
    const rest = Object.entries(fields)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value, errorsAsText)}`);
    write(`${time.toISOString().slice(11, 23)} ${lvl.toUpperCase().padEnd(5)} ${[msg, ...rest].join(' ')}\n`);
  };
  return {
    debug: (msg, fields) => emit('debug', msg, fields),
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
  };
}

/** An Error has no enumerable fields: its stack (which starts with its message) is what helps. */
function errorsAsText(_key: string, value: unknown): unknown {
  return value instanceof Error ? (value.stack ?? `${value.name}: ${value.message}`) : value;
}

/**
 * Lines written in one go once per turn of the event loop: a write per line cost a quarter of the
 * cheapest API call's throughput (decision 041); under load a write now carries many lines. Still
 * whole lines in order, and what is pending is written when the process exits.
 */
export function batchedWriter(out: (text: string) => void): (line: string) => void {
  let pending: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    out(text);
  };
  process.on('exit', flush);
  return (line) => {
    if (pending.push(line) === 1) setImmediate(flush);
  };
}

/** The process's log, on stdout. */
export const log: Logger = createLogger({
  ...logOptionsFrom(process.env, Boolean(process.stdout.isTTY)),
  write: batchedWriter((text) => process.stdout.write(text)),
});

declare module 'hono' {
  interface ContextVariableMap {
    requestId: string;
  }
}

/** A request id a proxy or client may send: short, of characters safe in a header and a log line. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFrom(header: string | undefined): string {
  return header !== undefined && REQUEST_ID.test(header) ? header : randomUUID();
}

/** Paths whose next segment is a credential (an estimate's link, a booking's manage link, a calendar feed). */
const SECRET_SEGMENT = /\/(estimate-links|booking\/manage|calendar)\/[^/]+/;

/** The path as logged: a credential in it replaced by "…". */
export const loggedPath = (path: string) => path.replace(SECRET_SEGMENT, '/$1/…');

/** The path's business, for /api/tenants/{slug}/… and the other routes keyed by a slug after their name. */
const TENANT_PATH = /^\/api\/(?:tenants|health-monitoring|website-content)\/([a-z0-9-]+)(?:\/|$)/;

/**
 * Gives each request an id (X-Request-Id when sent and valid, else a new one), answers it in
 * X-Request-Id, and logs the request once answered: method, path (never the query, and no link
 * token), status, duration, id and the business when the path names one. Never bodies, cookies or
 * addresses. Pages answered from memory never reach this (api/compose.ts): they stay uncounted.
 */
export function requestLog(logger: Logger = log): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdFrom(c.req.header('x-request-id'));
    c.set('requestId', requestId);
    await next();
    // Set on the answer itself, as securityHeaders does: c.header() now would copy the answer into a
    // new Response, which @hono/node-server then streams instead of writing at once (a third the speed).
    c.res.headers.set('X-Request-Id', requestId);
    const status = c.res.status;
    const tenant = TENANT_PATH.exec(c.req.path)?.[1];
    logger[status >= 500 ? 'error' : 'info']('request', {
      requestId,
      method: c.req.method,
      path: loggedPath(c.req.path),
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ...(tenant ? { tenant } : {}),
    });
  };
}
