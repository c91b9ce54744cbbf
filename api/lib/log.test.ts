import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { batchedWriter, createLogger, loggedPath, logOptionsFrom, requestIdFrom, requestLog } from './log.ts';

const at = () => new Date('2026-11-24T06:00:00.000Z');

function capture(format: 'json' | 'pretty', level: 'debug' | 'info' | 'warn' | 'error' = 'info') {
  const lines: string[] = [];
  return { lines, logger: createLogger({ format, level, write: (line) => lines.push(line), now: at }) };
}

describe('log lines', () => {
  it('writes one JSON object a line with time, level, message and fields', () => {
    const { lines, logger } = capture('json');
    logger.info('request', { method: 'GET', status: 200 });
    expect(lines).toEqual(['{"time":"2026-11-24T06:00:00.000Z","level":"info","msg":"request","method":"GET","status":200}\n']);
  });

  it('writes an error as its stack, and drops levels under LOG_LEVEL', () => {
    const { lines, logger } = capture('json', 'warn');
    logger.info('dropped');
    logger.error('failed', { error: new Error('disk full') });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!).error).toMatch(/^Error: disk full\n\s+at /);
  });

  it('writes a short line for a terminal', () => {
    const { lines, logger } = capture('pretty');
    logger.warn('slow', { path: '/api/x', ms: 12.5, tenant: undefined });
    expect(lines).toEqual(['06:00:00.000 WARN  slow path=/api/x ms=12.5\n']);
  });

  it('is JSON in production or off a terminal, pretty on a terminal, as LOG_FORMAT says when set', () => {
    expect(logOptionsFrom({}, true)).toEqual({ format: 'pretty', level: 'info' });
    expect(logOptionsFrom({}, false).format).toBe('json');
    expect(logOptionsFrom({ NODE_ENV: 'production' }, true).format).toBe('json');
    expect(logOptionsFrom({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }, false).format).toBe('pretty');
    expect(logOptionsFrom({ LOG_FORMAT: 'xml', LOG_LEVEL: 'loud' }, false)).toEqual({ format: 'json', level: 'info' });
    expect(logOptionsFrom({ LOG_LEVEL: 'debug' }, false).level).toBe('debug');
    expect(logOptionsFrom({ NODE_ENV: 'test' }, false).level).toBe('warn');
  });
});

describe('batched writing', () => {
  it('writes the lines of one turn of the event loop in one write, in order', async () => {
    const writes: string[] = [];
    const write = batchedWriter((text) => writes.push(text));
    write('a\n');
    write('b\n');
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    write('c\n');
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(['a\nb\n', 'c\n']);
  });
});

describe('request ids and request lines', () => {
  it('keeps a sent id of safe characters and replaces anything else by a new UUID', () => {
    expect(requestIdFrom('edge-7f3a.42:1')).toBe('edge-7f3a.42:1');
    for (const bad of [undefined, '', 'a b', 'x'.repeat(129), 'id\r\nSet-Cookie: a=b', '<script>']) {
      expect(requestIdFrom(bad)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });

  it('hides link tokens in logged paths', () => {
    expect(loggedPath('/api/booking/manage/abc123/cancel')).toBe('/api/booking/manage/…/cancel');
    expect(loggedPath('/api/estimate-links/tok')).toBe('/api/estimate-links/…');
    expect(loggedPath('/api/calendar/secret.ics')).toBe('/api/calendar/…');
    expect(loggedPath('/api/tenants/acme/quotes')).toBe('/api/tenants/acme/quotes');
  });

  it('answers the id in X-Request-Id and logs method, path without query, status, duration, business', async () => {
    const { lines, logger } = capture('json');
    const app = new Hono().use('*', requestLog(logger));
    app.get('/api/tenants/:slug/quotes', (c) => c.json({ id: c.get('requestId') }));
    app.get('/boom', () => {
      throw new Error('x');
    });
    app.onError((_e, c) => c.json({ requestId: c.get('requestId') }, 500));

    const res = await app.request('/api/tenants/acme-co/quotes?token=s3cret', {
      headers: { 'X-Request-Id': 'lb-1', Cookie: 'session=abc', 'X-Forwarded-For': '203.0.113.9' },
    });
    expect(res.headers.get('X-Request-Id')).toBe('lb-1');
    expect(await res.json()).toEqual({ id: 'lb-1' });
    const line = JSON.parse(lines[0]!);
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request',
      requestId: 'lb-1',
      method: 'GET',
      path: '/api/tenants/acme-co/quotes',
      status: 200,
      tenant: 'acme-co',
    });
    expect(typeof line.ms).toBe('number');
    expect(lines[0]).not.toMatch(/s3cret|session|203\.0\.113/);

    const failed = await app.request('/boom');
    const id = failed.headers.get('X-Request-Id');
    expect(await failed.json()).toEqual({ requestId: id });
    expect(JSON.parse(lines[1]!)).toMatchObject({ level: 'error', status: 500, requestId: id, path: '/boom' });
    expect(JSON.parse(lines[1]!)).not.toHaveProperty('tenant');
  });
});
