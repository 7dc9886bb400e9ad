import { z } from 'zod';

/**
 * GET and POST /api/calendar-feed: a student's private calendar feed (decision 024). `url` is
 * the https address calendar apps subscribe to; `webcalUrl` the same with the webcal: scheme,
 * which opens the phone's or computer's calendar app. GET answers null before one is made.
 */
export const calendarFeedSchema = z.object({
  url: z.string(),
  webcalUrl: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
