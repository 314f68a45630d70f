import type { Teacher } from './auth';

/** Formatted teacher stats of docs/product.md#teacher-dashboard: sessions, students and the fr-FR last login. */
export function formatTeacherStats(teacher: Teacher): {
  sessions: number;
  students: number;
  lastLogin: string;
} {
  return {
    sessions: teacher.totalSessions,
    students: teacher.totalStudents,
    lastLogin: teacher.lastLoginAt
      ? new Date(teacher.lastLoginAt).toLocaleString('fr-FR', {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
        })
      : 'Jamais',
  };
}
