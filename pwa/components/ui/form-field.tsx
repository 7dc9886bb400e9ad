import type * as React from 'react';
import { cn } from '#pwa/lib/utils.ts';
import { Label } from './label.tsx';

export type FieldControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

type FormFieldProps = {
  formId: string;
  name: string;
  label: React.ReactNode;
  error?: string;
  hint?: React.ReactNode;
  className?: string;
  /** Renders the control with the ids and aria attributes that tie it to its label and message. */
  children: (control: FieldControlProps) => React.ReactNode;
};

/**
 * Label + control + message, wired by ids `${formId}-${name}` (STYLE.md forms): the message is
 * announced with the field (aria-describedby) and the field says it is invalid (aria-invalid).
 */
export function FormField({
  formId,
  name,
  label,
  error,
  hint,
  className,
  children,
}: FormFieldProps) {
  const id = `${formId}-${name}`;
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const describedBy =
    [hint ? hintId : null, error ? messageId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div data-slot="form-field" className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && !error && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={messageId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
