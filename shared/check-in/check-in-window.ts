// When a session is open for check-in, and which phone times are believed (decision 025).

/** Doors open an hour before the start: students arrive early to change. */
export const OPENS_BEFORE_START_MS = 60 * 60 * 1000;
/** A phone's clock may run a little ahead of the server's. */
export const CLOCK_SKEW_MS = 5 * 60 * 1000;
/** A scan kept on a phone longer than a week is not believed (and nobody needs it any more). */
export const OLDEST_TAKEN_MS = 7 * 24 * 60 * 60 * 1000;

export type TakenAtVerdict = 'ok' | 'future' | 'too_old';

/** Whether the phone's time of a check-in is believable, seen from the server's now. */
export function judgeTakenAt(takenAt: Date, now: Date): TakenAtVerdict {
  const age = now.getTime() - takenAt.getTime();
  if (age < -CLOCK_SKEW_MS) return 'future';
  if (age > OLDEST_TAKEN_MS) return 'too_old';
  return 'ok';
}

/** Open from an hour before its start to its end, judged by when the check-in was taken. */
export function isOpenForCheckIn(
  session: { startsAt: string; endsAt: string },
  takenAt: Date,
): boolean {
  const at = takenAt.getTime();
  const opens = new Date(session.startsAt).getTime() - OPENS_BEFORE_START_MS;
  return at >= opens && at <= new Date(session.endsAt).getTime();
}
