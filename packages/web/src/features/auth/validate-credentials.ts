import { PASSWORD_MIN_LENGTH } from '@ciar/shared/constants';
import { MSG } from '@ciar/shared/messages';

export type AuthMode = 'login' | 'register';

export interface CredentialsForm {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** The login form rules (docs/product.md#teacher-login), in their documented order; returns the first message or null. */
export function validateCredentials(mode: AuthMode, form: CredentialsForm): string | null {
  if (mode === 'register' && !form.name.trim()) return MSG.nameRequired;
  if (!form.email.trim()) return MSG.emailRequired;
  if (!form.password) return MSG.passwordRequired;
  if (mode === 'register') {
    if (form.password.length < PASSWORD_MIN_LENGTH) return MSG.passwordTooShort;
    if (form.password !== form.confirmPassword) return MSG.passwordsDiffer;
  }
  return null;
}
