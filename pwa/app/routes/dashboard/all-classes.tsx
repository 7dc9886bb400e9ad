import { m } from '#shared/i18n/paraglide/messages.js';
import {
  ManageClasses,
  type AttendanceParts,
} from '#pwa/features/admin/components/manage-classes.tsx';
import {
  AttendanceRate,
  SessionsButton,
} from '#pwa/features/roster/components/class-attendance.tsx';
import { ClassLine } from '#pwa/features/waitlist/components/class-line.tsx';

/**
 * Each class's attendance rate and its sessions (the roster feature's), in the admin's list; the
 * dialog they open ends with the class's waitlist (the waitlist feature's).
 */
const attendance: AttendanceParts = {
  cell: (item) => <SessionsButton item={item} showRate more={<ClassLine classId={item._id} />} />,
  rate: (item) => <AttendanceRate item={item} />,
  sessions: (item) => <SessionsButton item={item} more={<ClassLine classId={item._id} />} />,
};

export function Component() {
  return (
    <section className="space-y-6">
      <title>{m.meta_page_title({ page: m.dashboard_menu_manage_classes() })}</title>
      <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">
        {m.dashboard_menu_manage_classes()}
      </h1>
      <ManageClasses attendance={attendance} />
    </section>
  );
}
