// The answers' checks, loaded with the first answer (get-waitlist.ts says why).
import { z } from 'zod';
import { classWaitlistLineSchema, waitlistEntrySchema } from '#shared/schemas/waitlist.ts';

export const parseMyWaitlist = (body: unknown) => z.array(waitlistEntrySchema).parse(body);
export const parseClassLine = (body: unknown) => z.array(classWaitlistLineSchema).parse(body);
