// Calendars (decision 024): the "Add to calendar" file of one class, and each student's private
// feed of every session of their enrolled classes, which calendar apps subscribe to by URL.
//   GET  /api/class/:id/calendar.ics  the class's sessions; whoever may read the class
//   GET  /api/calendar-feed           the student's feed URLs, or null before they made one
//   POST /api/calendar-feed           a new feed URL; the old one gets 404 from then on
//   GET  /api/calendar/<token>.ics    the feed: the URL alone opens it (no sign-in), rate limited;
//                                     a family's, or one member's with ?member=me|<child's id>
import { eq } from 'drizzle-orm';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { sha256Hex } from '#shared/hex.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { classIdParamSchema } from '#shared/schemas/class.ts';
import {
  calendarFeedQuerySchema,
  calendarFeedSchema,
  type CalendarFeed,
} from '#shared/schemas/calendar.ts';
import { classes, users } from '../../db/schema.ts';
import { matchesEtag, unmodifiedSince } from '../../lib/response-cache.ts';
import type { AppEnv } from '../../lib/context.ts';
import type { Services } from '../../lib/app-services.ts';
import { notFound } from '../../lib/http-error.ts';
import { siteOriginOf } from '../../lib/site-origin.ts';
import { validate } from '../../lib/validate.ts';
import { callerOf, createAuth } from '../../middleware/auth.ts';
import {
  classCalendarChangedAt,
  feedChangedAt,
  feedOwnerOf,
  feedTokenOf,
  replaceFeedToken,
  OWN_MEMBER,
  sessionsOfClass,
  sessionsOfFamily,
} from '../../services/calendar/calendar-sessions.ts';
import { familyChildren } from '../../services/families/participant.ts';
import { calendarText } from '../../services/calendar/ics.ts';
import { mayReadClass } from '../classes/class-detail.ts';
import { bytes, describe, empty, header, json, refused } from '../../lib/contract/describe.ts';

const icsHeaders = {
  ETag: header("The file's version"),
  'Last-Modified': header('When its data last changed'),
};

/** Where the feeds are: `<token>.ics` under it (calendar apps like to see the extension). */
const FEED_PATH = '/api/calendar/';

/**
 * A request path as the access log may keep it: a feed's token is its only key, so the log
 * keeps `/api/calendar/…` and whoever reads logs cannot read feeds.
 */
export const loggablePath = (path: string): string =>
  path.startsWith(FEED_PATH) ? `${FEED_PATH}…` : path;

/** A file name for Content-Disposition: letters, digits and dashes of the class's name. */
export function safeFileName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .toLowerCase();
  return `${slug || 'class'}.ics`;
}

/**
 * A change this recent is not yet told as Last-Modified: another change may still come in the
 * same second (HTTP dates have no finer unit), or one stamped a moment ago may not have committed
 * yet, and a client holding the date would be told Not Modified after it. The ETag answers alone.
 */
const LAST_MODIFIED_SETTLED_MS = 2_000;

/** Last-Modified for data last changed at `changedAt`, in whole seconds; null while it settles. */
function lastModifiedOf(changedAt: string, now: Date): Date | null {
  const at = Date.parse(changedAt);
  if (Number.isNaN(at) || now.getTime() - at < LAST_MODIFIED_SETTLED_MS) return null;
  return new Date(Math.floor(at / 1000) * 1000);
}

/**
 * An .ics response with an ETag of its bytes and the data's Last-Modified: a calendar server
 * polling an unchanged feed gets a 304 and no body, whichever it asks by. If-None-Match, when
 * sent, decides alone (RFC 9110). HEAD is answered by Hono from this GET, without the body.
 */
async function icsResponse(
  c: Context<AppEnv>,
  text: string,
  changed: { at: string; now: Date },
  headers: Record<string, string>,
): Promise<Response> {
  const lastModified = lastModifiedOf(changed.at, changed.now);
  const etag = `"${(await sha256Hex(text)).slice(0, 32)}"`;
  const all: Record<string, string> = {
    ...headers,
    ETag: etag,
    'Content-Type': 'text/calendar; charset=utf-8',
  };
  if (lastModified) all['Last-Modified'] = lastModified.toUTCString();
  const ifNoneMatch = c.req.header('If-None-Match');
  const unchanged =
    ifNoneMatch !== undefined
      ? matchesEtag(ifNoneMatch, etag)
      : lastModified !== null &&
        unmodifiedSince(c.req.header('If-Modified-Since'), lastModified, changed.now);
  if (unchanged) return c.body(null, 304, all);
  return c.body(text, 200, all);
}

export function createCalendarRoutes(services: Services, feedRateLimit: MiddlewareHandler<AppEnv>) {
  const { db, env, now } = services;
  const auth = createAuth(services);

  /** The feed's URLs: on the configured public origin, else the one the request came to. */
  const addresses = (url: string) => ({ url, webcalUrl: url.replace(/^https?:/, 'webcal:') });
  /**
   * The feed's URLs: on the configured public origin, else the one the request came to. A family
   * also gets one per member (the account's own, each child), beside the family's.
   */
  const feedOf = async (c: Context<AppEnv>, token: string): Promise<CalendarFeed> => {
    const url = `${siteOriginOf(env, c.req.url)}${FEED_PATH}${token}.ics`;
    const caller = callerOf(c);
    const children = await familyChildren(db, caller.userId);
    if (children.length === 0) return addresses(url);
    const own = { id: OWN_MEMBER, name: caller.name ?? caller.email };
    return {
      ...addresses(url),
      members: [own, ...children].map((member) => ({
        ...member,
        ...addresses(`${url}?member=${encodeURIComponent(member.id)}`),
      })),
    };
  };

  return new Hono<AppEnv>()
    .get(
      '/class/:id/calendar.ics',
      describe({
        summary: "A class's sessions as an iCalendar file",
        tag: 'Calendars',
        access: 'optional',
        responses: {
          200: bytes('text/calendar', 'The calendar file', icsHeaders),
          304: empty('Unchanged since that ETag or date'),
          ...refused(400, 401, 404),
        },
      }),
      auth.optional,
      validate('param', classIdParamSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const [row] = await db.select().from(classes).where(eq(classes.id, id)).limit(1);
        if (!row || !mayReadClass(row, c.get('caller'))) throw notFound('class_not_found');
        const sessions = await sessionsOfClass(db, row.id);
        const text = calendarText(row.name, sessions);
        const changed = { at: classCalendarChangedAt(row.updatedAt, sessions), now: now() };
        return icsResponse(c, text, changed, {
          'Content-Disposition': `attachment; filename="${safeFileName(row.name)}"`,
          // As the class's own response (class-detail.ts): an unapproved class's is its readers' only.
          'Cache-Control': row.status === 'approved' ? 'no-cache' : 'private, no-store',
          Vary: 'Authorization',
        });
      },
    )
    .get(
      '/calendar-feed',
      describe({
        summary: "The caller's private calendar feed, or null when they have none",
        tag: 'Calendars',
        access: 'signed-in',
        responses: {
          200: json(calendarFeedSchema.nullable(), "The feed's addresses"),
          ...refused(401, 403),
        },
      }),
      auth.require('student'),
      async (c) => {
        const token = await feedTokenOf(db, callerOf(c).email);
        c.header('Cache-Control', 'private, no-store');
        return c.json(token ? await feedOf(c, token) : null);
      },
    )
    .post(
      '/calendar-feed',
      describe({
        summary: "Make the caller's calendar feed, or replace its address",
        tag: 'Calendars',
        access: 'signed-in',
        responses: {
          200: json(calendarFeedSchema, "The feed's new addresses"),
          ...refused(401, 403),
        },
      }),
      auth.require('student'),
      async (c) => {
        const token = await replaceFeedToken(db, callerOf(c).email, now());
        c.header('Cache-Control', 'private, no-store');
        return c.json(await feedOf(c, token));
      },
    )
    .get(
      '/calendar/:file',
      describe({
        summary: "A student's calendar feed (`<token>.ics`): the token is the key",
        tag: 'Calendars',
        access: 'public',
        responses: {
          200: bytes('text/calendar', 'The calendar', icsHeaders),
          304: empty('Unchanged since that ETag or date'),
          ...refused(404, 429),
        },
      }),
      feedRateLimit,
      validate('query', calendarFeedQuerySchema),
      async (c) => {
        // One answer for a token nobody has and for a text that is no token: nothing to learn.
        const file = c.req.param('file');
        const email = file.endsWith('.ics') ? await feedOwnerOf(db, file.slice(0, -4)) : null;
        if (!email) throw notFound('calendar_feed_not_found');
        const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
        const owner = { email, userId: user?.id ?? null, member: c.req.valid('query').member };
        // A member not of this family is answered as an unknown feed.
        if (
          owner.member !== undefined &&
          owner.member !== OWN_MEMBER &&
          !(await familyChildren(db, owner.userId)).some((child) => child.id === owner.member)
        )
          throw notFound('calendar_feed_not_found');
        const sessions = await sessionsOfFamily(db, owner);
        const text = calendarText(m.calendar_feed_name({}, { locale: 'en' }), sessions);
        const changed = { at: await feedChangedAt(db, owner, sessions), now: now() };
        return icsResponse(c, text, changed, {
          // The URL is the secret: no shared cache keeps it; calendar apps poll, a few minutes stale is fine.
          'Cache-Control': 'private, max-age=300',
          // Calendar servers and web calendars fetch it from anywhere; it needs no credentials.
          'Access-Control-Allow-Origin': '*',
        });
      },
    );
}
