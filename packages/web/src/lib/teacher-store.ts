/**
 * The teacher kept in local storage under `ciar_teacher` (docs/product.md#roles-and-access), for display and the
 * client-side guard only: the server trusts its httpOnly cookie, never this record.
 */
import type { Teacher } from '@ciar/shared/auth';
import { TEACHER_STORAGE_KEY } from '@ciar/shared/constants';
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedTeacher: Teacher | null = null;

function read(): Teacher | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(TEACHER_STORAGE_KEY);
  } catch {
    raw = null;
  }
  if (raw === cachedRaw) return cachedTeacher;
  cachedRaw = raw;
  try {
    const value: unknown = raw ? JSON.parse(raw) : null;
    cachedTeacher =
      value && typeof value === 'object' && 'id' in value && 'name' in value ? (value as Teacher) : null;
  } catch {
    cachedTeacher = null;
  }
  return cachedTeacher;
}

function notify() {
  for (const listener of listeners) listener();
}

export function getStoredTeacher(): Teacher | null {
  return read();
}

export function storeTeacher(teacher: Teacher | null): void {
  try {
    if (teacher) localStorage.setItem(TEACHER_STORAGE_KEY, JSON.stringify(teacher));
    else localStorage.removeItem(TEACHER_STORAGE_KEY);
  } catch {
    // Private browsing may refuse storage: the in-memory state below still updates.
  }
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TEACHER_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored teacher, re-rendering when it changes (in this tab or another). */
export function useStoredTeacher(): Teacher | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
