import { describe, expect, it } from 'vitest';
import {
  approvedToast,
  canReview,
  deniedToast,
  denyButtonLabel,
  statusButtonLabel,
} from './class-review.ts';

describe('Manage Classes button rules', () => {
  it('lets an admin approve, deny and give feedback only while the class is pending', () => {
    expect(canReview('pending')).toBe(true);
    expect(canReview('approved')).toBe(false);
    expect(canReview('Denied')).toBe(false);
  });

  it('labels the status button with the current status', () => {
    expect(statusButtonLabel('pending')).toBe('pending');
    expect(statusButtonLabel('approved')).toBe('approved');
    expect(statusButtonLabel('Denied')).toBe('Denied');
  });

  it("reads 'Deny' while approved or pending and 'Denied' otherwise", () => {
    expect(denyButtonLabel('pending')).toBe('Deny');
    expect(denyButtonLabel('approved')).toBe('Deny');
    expect(denyButtonLabel('Denied')).toBe('Denied');
  });

  it('writes the toasts exactly as product.md does, with no space before "is"', () => {
    expect(approvedToast('Yoga Basics')).toBe('Yoga Basicsis Approved Now!');
    expect(deniedToast('Yoga Basics')).toBe('Yoga Basicsis Denied Now!');
  });
});
