import { pathOf } from '#shared/pages/path-pattern.ts';
import { paths } from '#shared/pages/page-table.ts';

/** The query parameter naming the session's class: the saved roster the door works from is the class's. */
export const CHECK_IN_CLASS_PARAM = 'class';

/** The check-in screen of one session: /dashboard/checkin/<session id>?class=<class id>. */
export const checkInPath = (sessionId: string, classId: string) =>
  `${pathOf(paths.dashboard.checkIn, { sessionId })}?${CHECK_IN_CLASS_PARAM}=${encodeURIComponent(classId)}`;
