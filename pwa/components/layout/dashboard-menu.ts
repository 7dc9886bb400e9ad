import {
  BellIcon,
  BookOpenCheckIcon,
  CalendarDaysIcon,
  ChartColumnIcon,
  GraduationCapIcon,
  HandCoinsIcon,
  HomeIcon,
  LayoutDashboardIcon,
  ListOrderedIcon,
  type LucideIcon,
  MailIcon,
  PlusCircleIcon,
  ReceiptIcon,
  ShoppingBasketIcon,
  UsersIcon,
  UsersRoundIcon,
  WalletIcon,
} from 'lucide-react';
import { paths } from '#pwa/lib/navigation/paths.ts';
import type { Role } from '#pwa/lib/auth/auth.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';

/** `label` is its message (read as it renders, in the page's language). */
export type MenuItem = { label: () => string; to: string; icon: LucideIcon };

/** Every role's: the bell's full list and the push settings. */
const NOTIFICATIONS: MenuItem = {
  label: m.bell_heading,
  to: paths.dashboard.notifications,
  icon: BellIcon,
};

/** The front desk's and admins': payments taken at the desk. */
const DESK: MenuItem = {
  label: m.dashboard_menu_desk,
  to: paths.dashboard.desk,
  icon: HandCoinsIcon,
};

/** product.md's side menus per role, plus the pages later issues add (Messages, Payments). */
export const DASHBOARD_MENUS: Record<Role, readonly MenuItem[]> = {
  admin: [
    { label: m.dashboard_menu_manage_users, to: paths.dashboard.allUsers, icon: UsersIcon },
    {
      label: m.dashboard_menu_manage_classes,
      to: paths.dashboard.allClasses,
      icon: GraduationCapIcon,
    },
    { label: m.dashboard_menu_messages, to: paths.dashboard.messages, icon: MailIcon },
    { label: m.families_page_title, to: paths.dashboard.families, icon: UsersRoundIcon },
    { label: m.dashboard_menu_payments, to: paths.dashboard.adminPayments, icon: WalletIcon },
    { label: m.dashboard_menu_report, to: paths.dashboard.report, icon: ChartColumnIcon },
    DESK,
    NOTIFICATIONS,
    { label: m.dashboard_menu_admin_home, to: paths.home, icon: HomeIcon },
  ],
  instructor: [
    { label: m.dashboard_menu_instructor_home, to: paths.home, icon: HomeIcon },
    { label: m.dashboard_menu_add_class, to: paths.dashboard.addClass, icon: PlusCircleIcon },
    {
      label: m.dashboard_menu_my_classes,
      to: paths.dashboard.instructorClasses,
      icon: BookOpenCheckIcon,
    },
    NOTIFICATIONS,
  ],
  frontdesk: [DESK, { label: m.dashboard_menu_back_home, to: paths.home, icon: HomeIcon }],
  student: [
    {
      label: m.dashboard_menu_student_home,
      to: paths.dashboard.studentHome,
      icon: LayoutDashboardIcon,
    },
    {
      label: m.dashboard_menu_selected_classes,
      to: paths.dashboard.myClass,
      icon: ShoppingBasketIcon,
    },
    { label: m.waitlist_page_title, to: paths.dashboard.waitlist, icon: ListOrderedIcon },
    {
      label: m.dashboard_menu_enrolled_classes,
      to: paths.dashboard.enrolledClasses,
      icon: GraduationCapIcon,
    },
    { label: m.timetable_menu, to: paths.dashboard.timetable, icon: CalendarDaysIcon },
    { label: m.family_menu, to: paths.dashboard.family, icon: UsersRoundIcon },
    {
      label: m.dashboard_menu_payment_history,
      to: paths.dashboard.studentPayments,
      icon: ReceiptIcon,
    },
    NOTIFICATIONS,
    { label: m.dashboard_menu_back_home, to: paths.home, icon: HomeIcon },
  ],
};

/** Where /dashboard itself leads for each role. */
export const DASHBOARD_HOME: Record<Role, string> = {
  admin: paths.dashboard.allUsers,
  instructor: paths.dashboard.instructorClasses,
  frontdesk: paths.dashboard.desk,
  student: paths.dashboard.studentHome,
};

export const ROLE_LABELS: Record<Role, () => string> = {
  admin: m.dashboard_role_admin,
  instructor: m.dashboard_role_instructor,
  frontdesk: m.dashboard_role_frontdesk,
  student: m.dashboard_role_student,
};
