/** The teacher's session as every teacher screen needs it: the guard and logout. */
import type { Teacher } from '@ciar/shared/auth';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { apiRequest } from './api';
import { storeTeacher, useStoredTeacher } from './teacher-store';

/**
 * Client-side guard of the teacher screens (docs/product.md#roles-and-access): without a stored teacher, go to
 * the login page. The server checks the cookie on every call regardless.
 */
export function useRequireTeacher(): Teacher | null {
  const teacher = useStoredTeacher();
  const navigate = useNavigate();
  useEffect(() => {
    if (!teacher) navigate('/teacher/login', { replace: true });
  }, [teacher, navigate]);
  return teacher;
}

/** Ends the server session and forgets the stored teacher. */
export async function logout(): Promise<void> {
  try {
    await apiRequest('POST', '/auth/teacher/logout');
  } finally {
    storeTeacher(null);
  }
}
