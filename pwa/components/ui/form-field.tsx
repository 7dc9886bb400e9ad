import type * as React from 'react';
import { validationTextOf } from '#shared/validation-messages.ts';
import { useLocale } from '#pwa/lib/i18n/locale.tsx';
import { cn } from '#pwa/lib/styling/utils.ts';
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
  /**
   * The field's message as its schema or the API words it, in English: shown in the page's
   * language.
   */
  error?: string;
  hint?: React.ReactNode;
  className?: string;
  /** Renders the control with the ids and aria attributes that tie it to its label and message. */
  children: (control: FieldControlProps) => React.ReactNode;
};

/**
 * Label + control + message, wired by ids `${formId}-${name}` (so a label and its message are tied
 * to the control): the message is
 * announced with the field (aria-describedby) and the field says it is invalid (aria-invalid).
 * The message is said in the page's language as it is shown: schemas keep one English sentence
 * per rule (the API responds the same), and each is known by its catalogue key
 * (shared/validation-messages.ts), so every form's messages follow the language without building
 * its schema again; a sentence it does not know (a newer server's) is shown as it is.
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
  const { locale, digits } = useLocale();
  const shown = error && validationTextOf(error, { locale, digits });
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
          {shown}
        </p>
      )}
    </div>
  );
}
