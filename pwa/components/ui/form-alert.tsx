import { AlertCircleIcon } from 'lucide-react';
import type * as React from 'react';

/** A form's failure message above its fields (a refused sign-in, an account that exists). */
export function FormAlert({ children }: { children: React.ReactNode }) {
  return (
    <div
      role="alert"
      data-slot="form-alert"
      className="flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
    >
      <AlertCircleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {children}
    </div>
  );
}
