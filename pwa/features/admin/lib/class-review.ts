// The spec's rules for the Manage Classes buttons (section 4, "Class status") and its toasts
// (section 8), kept as plain functions so the table, the cards and the tests agree.
import type { ClassStatus } from '#shared/schemas/class.ts';

/** Approve, Deny and FeedBack act only while a class is pending. */
export function canReview(status: ClassStatus): boolean {
  return status === 'pending';
}

/** The status button shows the current status ('pending', 'approved', 'Denied'). */
export function statusButtonLabel(status: ClassStatus): string {
  return status;
}

/** 'Deny' while approved or pending, 'Denied' otherwise. */
export function denyButtonLabel(status: ClassStatus): 'Deny' | 'Denied' {
  return status === 'approved' || status === 'pending' ? 'Deny' : 'Denied';
}

// The spec writes these without a space between the name and "is"; users of the old app know them so.
export function approvedToast(className: string): string {
  return `${className}is Approved Now!`;
}

export function deniedToast(className: string): string {
  return `${className}is Denied Now!`;
}
