import { Hono } from 'hono';
import {
  contactInputSchema,
  contactMessagePageSchema,
  contactMessageSchema,
  type ContactMessage,
  type ContactMessagePage,
} from '#shared/schemas/contact.ts';
import { pageQuerySchema } from '#shared/schemas/page.ts';
import { contactMessages } from '../../db/schema.ts';
import { createAuth } from '../../middleware/auth.ts';
import type { AppEnv } from '../../lib/context.ts';
import type { Services } from '../../lib/app-services.ts';
import { newestFirst, readPage } from '../../lib/keyset-pages.ts';
import { validate } from '../../lib/validate.ts';
import { isoNow } from '../../lib/wire.ts';
import { z } from 'zod';
import { insertedIdSchema } from '#shared/schemas/common.ts';
import { describe, json, refused } from '../../lib/contract/describe.ts';

function toWireMessage(row: typeof contactMessages.$inferSelect): ContactMessage {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt,
  };
}

export function createContactRoutes(services: Services) {
  const { db, now } = services;
  const auth = createAuth(services);

  return new Hono<AppEnv>()
    .post(
      '/contact',
      describe({
        summary: 'Send the academy a message',
        tag: 'Contact',
        access: 'public',
        responses: { 201: json(insertedIdSchema, 'Sent'), ...refused(400) },
      }),
      validate('json', contactInputSchema),
      async (c) => {
        const body = c.req.valid('json');
        const id = crypto.randomUUID();
        await db
          .insert(contactMessages)
          .values({ id, ...body, email: body.email, createdAt: isoNow(now) });
        return c.json({ insertedId: id }, 201);
      },
    )
    .get(
      '/contact',
      describe({
        summary: 'The messages sent, newest first, or one page of them (admins)',
        tag: 'Contact',
        access: 'signed-in',
        responses: {
          200: json(
            z.union([z.array(contactMessageSchema), contactMessagePageSchema]),
            'The messages',
          ),
          ...refused(400, 401, 403),
        },
      }),
      auth.require('admin'),
      validate('query', pageQuerySchema),
      async (c) => {
        const { limit, after } = c.req.valid('query');
        if (limit === undefined) {
          const rows = await db
            .select()
            .from(contactMessages)
            .orderBy(...newestFirst(contactMessages));
          return c.json(rows.map(toWireMessage));
        }
        const { rows, next } = await readPage(contactMessages, { limit, after }, (page) =>
          db
            .select()
            .from(contactMessages)
            .where(page.where)
            .orderBy(...page.orderBy)
            .limit(page.limit),
        );
        return c.json({ messages: rows.map(toWireMessage), next } satisfies ContactMessagePage);
      },
    );
}
