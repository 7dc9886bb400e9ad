// The demo accounts of `npm start`: present in the Auth emulator and in the database.
import type { UserRole } from '#shared/schemas/user.ts';

export interface DemoAccount {
  email: string;
  password: string;
  name: string;
  role: UserRole;
  photoURL: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'admin@academy.test',
    password: 'Admin@123',
    name: 'Amina Rahman',
    role: 'admin',
    photoURL: '/images/avatars/admin.svg',
  },
  {
    email: 'coach@academy.test',
    password: 'Coach@123',
    name: 'Carlos Mendes',
    role: 'instructor',
    photoURL: '/images/avatars/coach.svg',
  },
  {
    email: 'student@academy.test',
    password: 'Student@123',
    name: 'Sam Lee',
    role: null,
    photoURL: '/images/avatars/student.svg',
  },
  {
    email: 'desk@academy.test',
    password: 'Desk@123',
    name: 'Dina Chowdhury',
    role: 'frontdesk',
    photoURL: '/images/avatars/admin.svg',
  },
];
