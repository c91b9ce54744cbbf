/**
 * The calendar feeds' addresses, `GET /api/calendar/{token}.ics` (issue 14 §7): no sign-in, the
 * secret token is the credential; an unknown or revoked one answers 404 like any missing file.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { feedCalendar } from '../domain/calendar-feed.ts';

export function calendarRoutes({ db }: AppDeps) {
  return new Hono().get('/:file', async (c) => {
    const file = c.req.param('file');
    const text = file.endsWith('.ics') ? await feedCalendar(db, file.slice(0, -'.ics'.length)) : undefined;
    if (text === undefined) return c.json({ success: false, error: 'Not found' }, 404);
    return c.body(text, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      // A feed address is a secret: shared caches must not keep what it opens.
      'Cache-Control': 'private, max-age=300',
    });
  });
}
