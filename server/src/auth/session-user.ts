/** The signed-in person of a request, as the session guard found them. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  /** The session that was verified, so what belongs to it (event streams) can end with it. */
  sessionId: string;
}
