import { z } from 'zod';

/**
 * GET and POST /api/calendar-feed: a student's private calendar feed (decision 024). `url` is
 * the https address calendar apps subscribe to; `webcalUrl` the same with the webcal: scheme,
 * which opens the phone's or computer's calendar app. GET answers null before one is made.
 */
export const calendarFeedSchema = z.object({
  url: z.string(),
  webcalUrl: z.string(),
  /**
   * A family's feed per member (decision 049): the account's own (`id` 'me') and each child's,
   * beside the family's above. Missing for an account with no children.
   */
  members: z
    .array(z.object({ id: z.string(), name: z.string(), url: z.string(), webcalUrl: z.string() }))
    .optional(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** GET /api/calendar/<token>.ics: one member's sessions ('me', or a child's id); all without. */
export const calendarFeedQuerySchema = z.object({ member: z.string().min(1).max(100).optional() });
