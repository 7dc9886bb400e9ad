// The API's response to a class form, put where the instructor reads it: each bad field's message
// under its input (the API names fields by the same paths as the form, e.g. schedule.firstDate),
// and a clash with another of the instructor's classes beside the schedule.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ReadableApiError } from '#pwa/lib/api/api-client.ts';

/** Puts the field messages on their inputs; true when the refusal is about the schedule itself. */
export function applyRefusal<Values extends FieldValues>(
  problem: ReadableApiError,
  setError: UseFormSetError<Values>,
): boolean {
  for (const [field, message] of Object.entries(problem.fields ?? {})) {
    setError(field as Path<Values>, { message });
  }
  return problem.reason === 'schedule_clash';
}
