/** Business constants (docs/product.md#constants), shared by server and web so that each exists once. */

export const TEACHER_STORAGE_KEY = 'ciar_teacher';

export const DASHBOARD_CACHE_MS = 30_000;
export const REGISTRATION_REDIRECT_MS = 2_000;
export const IMPORT_REFRESH_MS = 2_000;

export const PASSWORD_MIN_LENGTH = 6;

export const IMPORT_MAX_BYTES = 5_242_880;
/** Questions one imported file may hold: a real course has tens; beyond this it is a mistake or an attack. */
export const IMPORT_MAX_QUESTIONS = 500;

export const SESSION_CODE_LENGTH = 6;
/** Uppercase letters and digits without look-alikes (no 0/O, 1/I/L). */
export const SESSION_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export const MIN_OPTIONS = 2;

export const TIME_LIMIT_MIN = 10;
export const TIME_LIMIT_MAX = 300;
export const TIME_LIMIT_DEFAULT = 60;

export const RATING_MIN_BOUNDS = { lowest: 1, highest: 10, fallback: 1 } as const;
export const RATING_MAX_BOUNDS = { lowest: 2, highest: 10, fallback: 5 } as const;
/** Scale used by statistics when a rating question has none. */
export const RATING_STATS_FALLBACK = { min: 1, max: 10 } as const;
export const RATING_DEFAULT_LABELS = [
  'Très insatisfait',
  'Insatisfait',
  'Neutre',
  'Satisfait',
  'Très satisfait',
] as const;

export const AUTO_SUBMIT_ANSWER = '[Pas de réponse - Temps écoulé]';
export const AUTO_SUBMIT_NOTICE_MS = 5_000;
export const SELF_PACED_ADVANCE_MS = 1_500;
export const TIMER_TICK_MS = 1_000;
export const TIMER_YELLOW_AT_S = 60;
export const TIMER_ORANGE_AT_S = 30;

export const OPEN_ANSWER_CORRECT_AT = 50;
export const PERSONAL_BADGE = { good: 70, neutral: 50 } as const;
export const RANKING_ACCURACY_TIE = 0.1;
export const PERFORMANCE_BAR = { green: 80, yellow: 60 } as const;

export const PRINT_DELAY_MS = 100;
export const PRINT_RESTORE_MS = 1_000;

export const SOCKET_RECONNECTION = { delay: 1_000, delayMax: 5_000, timeout: 20_000 } as const;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Field length limits: generous for a classroom, small enough to keep rows and screens sane. */
export const LIMITS = {
  teacherName: 100,
  email: 254,
  password: 200,
  sessionName: 120,
  studentName: 60,
  questionTitle: 200,
  questionContent: 5_000,
  optionText: 500,
  explication: 2_000,
  proposition: 5_000,
  answer: 2_000,
  /** The largest maximum of participants a teacher may set: far above any lecture hall. */
  maxParticipants: 10_000,
} as const;

/**
 * New names one session takes per ARRIVAL_WINDOW_MS by default (ARRIVALS_PER_10S, decision 262): a lecture hall of 500
 * joins within 10 s, far below a script's 3,000 names in 3 s. Rejoining is never counted.
 */
export const ARRIVALS_PER_WINDOW = 500;
export const ARRIVAL_WINDOW_MS = 10_000;

/**
 * How long after a question's time limit the server still accepts an answer: the
 * auto-submit sent at zero and answers clicked in the last second must land despite network
 * delay and clock drift, while an answer sent long after the end is still refused.
 */
export const LATE_ANSWER_GRACE_MS = 2_000;
/**
 * How far back a client may date an answer it could not send at once (offline, decision 102):
 * an answer pressed, or a timer that ran out, while the network was away is judged at that
 * time, but never earlier than this before it reaches the server.
 */
export const OFFLINE_ANSWER_MAX_AGE_MS = 60_000;
/** The live screen shows open answers cut to this many characters followed by '...'. */
export const OPEN_ANSWER_PREVIEW_LENGTH = 50;
/** Quiz score messages (docs/product.md#constants): 'Excellent' from 80, 'Bon travail' from 60. */
export const QUIZ_SCORE_MESSAGE_AT = { excellent: 80, good: 60 } as const;
