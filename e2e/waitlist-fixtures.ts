// Helpers for the waitlist spec: the API's own access token for a demo role (the Auth
// emulator's sign-in, then POST /api/jwt, from Node), and the admin's calls that make a class
// full and free a seat in it, as another person would while the student's page is open.
import { expect } from '@playwright/test';
import { DEMO_CLASSES } from '../api/db/demo-data.ts';
import { signInEmulatorAccount } from '../scripts/lib/emulator-accounts.ts';
import { demoAccount, type DemoRole } from './fixtures.ts';

/** The demo's full class (the demo data: approved, no seat left, a line waiting). */
export const FULL_DEMO_CLASS = (() => {
  const demo = DEMO_CLASSES.find((item) => item.status === 'approved' && item.sets === 0);
  if (!demo) throw new Error('The demo catalogue has no full approved class');
  return demo;
})();

/** The API's token of a demo role, or of any account in the Auth emulator by its password. */
export async function apiTokenOf(
  baseURL: string,
  emulatorHost: string,
  who: DemoRole | { email: string; password: string },
): Promise<string> {
  const { email, password } = typeof who === 'string' ? demoAccount(who) : who;
  const idToken = await signInEmulatorAccount(emulatorHost, email, password);
  const response = await fetch(`${baseURL}/api/jwt`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** One request to the API as the token's holder; a refusal fails with the API's answer. */
export async function callApi(
  baseURL: string,
  token: string,
  method: string,
  path: string,
  body: unknown,
) {
  const response = await fetch(`${baseURL}/api/${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} /api/${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

export type AdminClass = { id: string; name: string; photo: string; price: number };

/** An approved class with no seat, made by the admin for this test alone. */
export async function fullClassOfOwn(baseURL: string, adminToken: string, name: string) {
  const coach = demoAccount('instructor');
  const made: AdminClass = {
    id: '',
    name,
    photo: `${baseURL}/images/classes/rowing.svg`,
    price: 30,
  };
  const { insertedId } = await callApi(baseURL, adminToken, 'POST', 'class', {
    Name: made.name,
    photo: made.photo,
    IName: coach.name,
    Iemail: coach.email,
    price: made.price,
    sets: 0,
  });
  made.id = String(insertedId);
  await callApi(baseURL, adminToken, 'PATCH', `class/${made.id}`, { status: 'approved' });
  return made;
}

/** The admin raises the class's seats: the freed seat is offered to the first in line. */
export async function raiseSeats(
  baseURL: string,
  adminToken: string,
  made: AdminClass,
  sets: number,
) {
  await callApi(baseURL, adminToken, 'PUT', `class/${made.id}`, {
    Name: made.name,
    photo: made.photo,
    price: made.price,
    sets,
  });
}
