import {
  BookOpenCheckIcon,
  GraduationCapIcon,
  HomeIcon,
  LayoutDashboardIcon,
  type LucideIcon,
  MailIcon,
  PlusCircleIcon,
  ReceiptIcon,
  ShoppingBasketIcon,
  UsersIcon,
  WalletIcon,
} from 'lucide-react';
import { paths } from '#pwa/app/paths.ts';
import type { Role } from '#pwa/lib/auth.tsx';

export type MenuItem = { label: string; to: string; icon: LucideIcon };

/** The spec's side menus per role, plus the pages later issues add (Messages, Payments). */
export const DASHBOARD_MENUS: Record<Role, readonly MenuItem[]> = {
  admin: [
    { label: 'Manage Users', to: paths.dashboard.allUsers, icon: UsersIcon },
    { label: 'Manage Classes', to: paths.dashboard.allClasses, icon: GraduationCapIcon },
    { label: 'Messages', to: paths.dashboard.messages, icon: MailIcon },
    { label: 'Payments', to: paths.dashboard.adminPayments, icon: WalletIcon },
    { label: 'Admin Home', to: paths.home, icon: HomeIcon },
  ],
  instructor: [
    { label: 'instructor Home', to: paths.home, icon: HomeIcon },
    { label: 'Add a Class', to: paths.dashboard.addClass, icon: PlusCircleIcon },
    { label: 'My Classes', to: paths.dashboard.instructorClasses, icon: BookOpenCheckIcon },
  ],
  student: [
    { label: 'Student Home', to: paths.dashboard.studentHome, icon: LayoutDashboardIcon },
    { label: 'My selected Classes', to: paths.dashboard.myClass, icon: ShoppingBasketIcon },
    { label: 'My Enrolled classes', to: paths.dashboard.enrolledClasses, icon: GraduationCapIcon },
    { label: 'My Payments History', to: paths.dashboard.studentPayments, icon: ReceiptIcon },
    { label: 'Back To Home', to: paths.home, icon: HomeIcon },
  ],
};

/** Where /dashboard itself leads for each role. */
export const DASHBOARD_HOME: Record<Role, string> = {
  admin: paths.dashboard.allUsers,
  instructor: paths.dashboard.instructorClasses,
  student: paths.dashboard.studentHome,
};

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  instructor: 'Instructor',
  student: 'Student',
};
