/** socket.io room names: everyone in a session, its teachers, its students, one student's tabs. */
export const rooms = {
  session: (sessionId: string) => `s:${sessionId}`,
  teachers: (sessionId: string) => `s:${sessionId}:teachers`,
  students: (sessionId: string) => `s:${sessionId}:students`,
  /** Teacher screens that show scores: they get the batched evaluation news. */
  scores: (sessionId: string) => `s:${sessionId}:scores`,
  student: (sessionId: string, studentId: string) => `s:${sessionId}:student:${studentId}`,
  /** Every socket opened with one login cookie, so logout can disconnect them. */
  login: (authSessionId: string) => `login:${authSessionId}`,
};
