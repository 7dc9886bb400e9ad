// Every route of the spec in one place (STYLE.md: `paths.dashboard.myClass`).
export const paths = {
  home: '/',
  classes: '/classes',
  instructors: '/instructor',
  popularInstructors: '/popularinstructors',
  login: '/login',
  register: '/register',
  dashboard: {
    root: '/dashboard',
    studentHome: '/dashboard/studenthome',
    myClass: '/dashboard/myclass',
    enrolledClasses: '/dashboard/enrolledclasses',
    studentPayments: '/dashboard/studentpayments',
    payment: '/dashboard/payment',
    addClass: '/dashboard/addclass',
    instructorClasses: '/dashboard/instructorclasses',
    allUsers: '/dashboard/allusers',
    allClasses: '/dashboard/allclasses',
    messages: '/dashboard/messages',
    adminPayments: '/dashboard/payments',
  },
} as const;

/** Navigation state carried to /login so the user comes back where they were (spec section 2). */
export type FromState = { from?: { pathname: string; search?: string; hash?: string } };
