// The rules of docs/product.md §4 for the Manage Classes buttons and its toasts
// (section 8), kept as plain functions so the table, the cards and the tests agree.
import { CLASS_STATUS_WORD } from '#pwa/lib/i18n/class-status.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { ClassStatus } from '#shared/schemas/class.ts';

/** Approve, Deny and FeedBack act only while a class is pending. */
export function canReview(status: ClassStatus): boolean {
  return status === 'pending';
}

/** The status button shows the current status ('pending', 'approved', 'Denied'). */
export function statusButtonLabel(status: ClassStatus): string {
  return CLASS_STATUS_WORD[status]();
}

/** 'Deny' while approved or pending, 'Denied' otherwise. */
export function denyButtonLabel(status: ClassStatus): string {
  return status === 'approved' || status === 'pending' ? m.admin_deny() : m.admin_denied();
}

// product.md writes these without a space between the name and "is"; users of the old app know them
// so.
export function approvedToast(className: string): string {
  return m.toast_class_approved({ name: className });
}

export function deniedToast(className: string): string {
  return m.toast_class_denied({ name: className });
}
