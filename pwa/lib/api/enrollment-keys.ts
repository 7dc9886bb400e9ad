// The student's enrollments' query key: the enrollments feature owns the query; the selections
// feature reads its cached answer (the overlap warning on Select), so the key lives here.
export const enrollmentKeys = { all: ['enrollments'] as const };
