// The student's selections' query key: the selections feature owns the query; the waitlist
// feature reads its cached answer (a member who selected a class is not offered its line), so the
// key lives here.
export const selectionKeys = {
  all: ['selections'] as const,
  list: (email: string) => [...selectionKeys.all, email] as const,
  /**
   * The selects this tab is sending (a mutation's key): a select is stored on the device before it
   * is sent, and until the server answers, the selections' outbox leaves it out (selection-outbox.ts):
   * Select stays "Selecting…" rather than show a selection the server may still refuse.
   */
  selecting: (email: string) => [...selectionKeys.all, 'selecting', email] as const,
};
