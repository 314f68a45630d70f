/** socket.io room names: everyone in a session, its teachers, its students, one student's tabs. */
export const rooms = {
  session: (sessionId: string) => `s:${sessionId}`,
  teachers: (sessionId: string) => `s:${sessionId}:teachers`,
  students: (sessionId: string) => `s:${sessionId}:students`,
  student: (sessionId: string, studentId: string) => `s:${sessionId}:student:${studentId}`,
  /** Every socket opened with one login cookie, so logout can disconnect them. */
  login: (authSessionId: string) => `login:${authSessionId}`,
};
