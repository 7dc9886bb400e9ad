import { desc, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { contactInputSchema, type ContactMessage } from '#shared/schemas/contact.ts';
import { contactMessages } from '../../db/schema.ts';
import { createAuth } from '../../middleware/auth.ts';
import type { AppEnv, Services } from '../../lib/context.ts';
import { validate } from '../../lib/validate.ts';
import { isoNow } from '../../lib/wire.ts';

export function createContactRoutes(services: Services) {
  const { db, now } = services;
  const auth = createAuth(services);

  return new Hono<AppEnv>()
    .post('/contact', validate('json', contactInputSchema), async (c) => {
      const body = c.req.valid('json');
      const id = crypto.randomUUID();
      await db
        .insert(contactMessages)
        .values({ id, ...body, email: body.email, createdAt: isoNow(now) });
      return c.json({ insertedId: id }, 201);
    })
    .get('/contact', auth.require('admin'), async (c) => {
      const rows = await db
        .select()
        .from(contactMessages)
        .orderBy(desc(contactMessages.createdAt), desc(sql`rowid`));
      return c.json(
        rows.map((row): ContactMessage => ({
          _id: row.id,
          name: row.name,
          email: row.email,
          subject: row.subject,
          message: row.message,
          createdAt: row.createdAt,
        })),
      );
    });
}
