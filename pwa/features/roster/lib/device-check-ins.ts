/**
 * The ids of the check-ins this phone took, per session and roster row (rosterKeyOf: a child's
 * participant id, else the account's e-mail), kept in localStorage: the saved roster names who
 * is checked in but not by which check-in, and an untick deletes one by its id. A check-in
 * another phone took is unticked on that phone.
 */
const keyOf = (sessionId: string) => `check-ins:${sessionId}`;

export function readDeviceCheckIns(sessionId: string): Record<string, string> {
  try {
    const saved = localStorage.getItem(keyOf(sessionId));
    return saved ? (JSON.parse(saved) as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function rememberDeviceCheckIn(sessionId: string, rowKey: string, id: string): void {
  try {
    localStorage.setItem(
      keyOf(sessionId),
      JSON.stringify({ ...readDeviceCheckIns(sessionId), [rowKey]: id }),
    );
  } catch {
    // Storage full or blocked: the untick of this one waits for the other phone's way.
  }
}
