import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { popularClassSchema, type PopularClass } from '#shared/schemas/class.ts';
import { classes } from '../../db/schema.ts';
import { sendCached } from '../../lib/response-cache.ts';
import { toWirePopularClass } from '../../lib/wire.ts';
import type { AppEnv } from '../../lib/context.ts';
import type { Services } from '../../lib/app-services.ts';
import { versionOf } from './catalogue-cache.ts';
import { z } from 'zod';
import { describe, empty, header, json } from '../../lib/contract/describe.ts';

const POPULAR_CLASS_COUNT = 6;

export function createPopularClassRoutes({ db, classChanges, responseCache, encoder }: Services) {
  async function popular(): Promise<PopularClass[]> {
    const rows = await db
      .select()
      .from(classes)
      .where(eq(classes.status, 'approved'))
      .orderBy(desc(classes.enrolled), classes.name)
      .limit(POPULAR_CLASS_COUNT);
    return rows.map(toWirePopularClass);
  }

  // Enrolment counts live on the classes rows, so the classes change counter covers this list.
  return new Hono<AppEnv>().get(
    '/popularClass',
    describe({
      summary: 'The approved classes with the most students',
      tag: 'Classes',
      access: 'public',
      responses: {
        200: json(z.array(popularClassSchema), 'The classes', {
          ETag: header("The catalogue's version"),
        }),
        304: empty('Unchanged since that ETag'),
      },
    }),
    async (c) => {
      const version = versionOf(await classChanges.current());
      return sendCached(c, await responseCache.get(version, 'popular', popular), encoder);
    },
  );
}
