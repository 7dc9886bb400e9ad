import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { centsToDollars } from '#shared/money.ts';
import type { PopularClass } from '#shared/schemas/class.ts';
import { classes } from '../../db/schema.ts';
import type { AppEnv, Services } from '../../lib/context.ts';

const POPULAR_CLASS_COUNT = 6;

export function createPopularClassRoutes({ db }: Services) {
  return new Hono<AppEnv>().get('/popularClass', async (c) => {
    const rows = await db
      .select()
      .from(classes)
      .where(eq(classes.status, 'approved'))
      .orderBy(desc(classes.enrolled), classes.name)
      .limit(POPULAR_CLASS_COUNT);
    return c.json(
      rows.map((row): PopularClass => ({
        _id: row.id,
        Name: row.name,
        IName: row.instructorName,
        photo: row.photo,
        enrolled: row.enrolled,
        price: centsToDollars(row.priceCents),
      })),
    );
  });
}
