// The student's selections' query key: the selections feature owns the query; the waitlist
// feature reads its cached answer (a member who selected a class is not offered its line), so the
// key lives here.
export const selectionKeys = {
  all: ['selections'] as const,
  list: (email: string) => [...selectionKeys.all, email] as const,
};
