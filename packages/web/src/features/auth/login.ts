import type { AuthResponse, LoginBody, RegisterBody } from '@ciar/shared/auth';
import { apiRequest } from '../../lib/api';

export function login(body: LoginBody): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('POST', '/auth/teacher/login', { body });
}

export function register(body: RegisterBody): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('POST', '/auth/teacher/register', { body });
}
