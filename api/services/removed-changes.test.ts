// The ids of undone changes: which are kept, and when the payment sweep forgets them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removedChanges } from '../db/schema.ts';
import { createUser } from '../test/factories.ts';
import { createClock, paymentDepsOf } from '../test/payment-test-helpers.ts';
import { createTestApi, type TestApi } from '../test/test-api.ts';
import { sweepPayments } from './payments/payment-sweep.ts';
import type { PaymentDeps } from './payments/provider.ts';
import { REMOVED_CHANGES_KEPT_DAYS } from './removed-changes.ts';

const DAY_MINUTES = 24 * 60;
const clock = createClock();
let api: TestApi;
let deps: PaymentDeps;

beforeAll(async () => {
  api = await createTestApi({ now: clock.now });
  deps = paymentDepsOf(api, clock.now);
});
afterAll(() => api.cleanup());

const keptBy = async (owner: string) =>
  (await api.db.select().from(removedChanges).where(eq(removedChanges.owner, owner))).map(
    (row) => `${row.kind} ${row.id}`,
  );

describe('removed changes', () => {
  it('keeps each kind of undone id apart, and only ids a client could have made (UUIDs)', async () => {
    const { email } = await createUser(api.db);
    const id = crypto.randomUUID();
    expect((await api.call('DELETE', `/api/select/${id}`, { as: email })).status).toBe(404);
    expect((await api.call('DELETE', `/api/waitlist/${id}`, { as: email })).status).toBe(404);
    expect((await api.call('DELETE', '/api/select/not-a-uuid', { as: email })).status).toBe(404);
    expect((await keptBy(email)).sort()).toEqual([`selection ${id}`, `waitlist_entry ${id}`]);
  });

  it(`the payment sweep forgets them after ${REMOVED_CHANGES_KEPT_DAYS} days, not before`, async () => {
    const { email } = await createUser(api.db);
    const [old, young] = [crypto.randomUUID(), crypto.randomUUID()];
    await api.call('DELETE', `/api/select/${old}`, { as: email });
    clock.advanceMinutes(REMOVED_CHANGES_KEPT_DAYS * DAY_MINUTES - 1);
    await api.call('DELETE', `/api/waitlist/${young}`, { as: email });
    expect(await sweepPayments(deps)).toMatchObject({ failures: [] });
    expect(await keptBy(email)).toHaveLength(2);
    clock.advanceMinutes(2);
    const { removalsForgotten } = await sweepPayments(deps);
    expect(removalsForgotten).toBeGreaterThanOrEqual(1); // other tests' ids went too
    expect(await keptBy(email)).toEqual([`waitlist_entry ${young}`]);
  });
});
