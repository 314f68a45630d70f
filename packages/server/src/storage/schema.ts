/**
 * The one database schema (PostgreSQL dialect: PGlite embedded, or a PostgreSQL server).
 * Entities follow docs/product.md#words. Anything that must hold under concurrency is a constraint here,
 * not a check in code: one response per (question, student), one active question per
 * session, unique session codes and teacher emails.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const teachers = pgTable('teachers', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** Stored lowercased, so uniqueness is case-insensitive. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Server-side login sessions behind the httpOnly cookie; the id is a hash of the cookie token. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_sessions_teacher_idx').on(t.teacherId)],
);

export const SESSION_STATUSES = ['created', 'active', 'paused', 'ended'] as const;

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code').notNull().unique(),
    status: text('status', { enum: SESSION_STATUSES }).notNull().default('created'),
    isAutonomous: boolean('is_autonomous').notNull().default(false),
    disableTimer: boolean('disable_timer').notNull().default(false),
    /**
     * The class size, kept by the statement that adds a participant (participants are only
     * ever removed with their session): read, not counted, at every join and statistics push.
     */
    participantsCount: integer('participants_count').notNull().default(0),
    /**
     * Numbers every change of the active question (activation, deactivation, stop), bumped in
     * the transaction that makes it: screens never let an older change replace a newer one.
     */
    activationSeq: integer('activation_seq').notNull().default(0),
    /** Database clock when the current pause began; null unless paused. Timers stand still from it. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /** No new name may join (rejoining still works): the teacher's lock against a flood of names. */
    arrivalsLocked: boolean('arrivals_locked').notNull().default(false),
    /** The most participants the teacher allows; null: no limit of the teacher's. */
    maxParticipants: integer('max_participants'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sessions_teacher_idx').on(t.teacherId, t.createdAt),
    check('sessions_status_check', sql`${t.status} in ('created', 'active', 'paused', 'ended')`),
  ],
);

/** Students of a session. The token hash proves a browser is the one that joined under this name. */
export const participants = pgTable(
  'participants',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    studentId: text('student_id').notNull(),
    studentName: text('student_name').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** Hash of the personal code that resumes this student on another device (decision 105). */
    rejoinCodeHash: text('rejoin_code_hash'),
    joinedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.studentId] })],
);

export const REJOIN_REQUEST_STATES = ['pending', 'approved', 'declined'] as const;

/**
 * A student without their rejoin code asks the teacher to let them back in from another
 * device: one request per student at a time, proven by a secret the asking device holds.
 */
export const rejoinRequests = pgTable(
  'rejoin_requests',
  {
    sessionId: uuid('session_id').notNull(),
    studentId: text('student_id').notNull(),
    secretHash: text('secret_hash').notNull(),
    state: text('state', { enum: REJOIN_REQUEST_STATES }).notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.studentId] }),
    foreignKey({ columns: [t.sessionId, t.studentId], foreignColumns: [participants.sessionId, participants.studentId] }).onDelete('cascade'),
    check('rejoin_requests_state_check', sql`${t.state} in ('pending', 'approved', 'declined')`),
  ],
);

/** PostgreSQL's binary column, as a Buffer (drizzle has no built-in bytea for pg-core). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Questions' pictures (decision 171), one row per distinct content: the key is the
 * SHA-256 of the bytes, so questions showing the same picture share one stored copy. A row no
 * question references any more is removed (domain/question-images.ts).
 */
export const questionImages = pgTable('question_images', {
  hash: text('hash').primaryKey(),
  /** The type the bytes were recognised as (image-sniff.ts), sent as Content-Type. */
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

export const QUESTION_TYPES = ['multiple_choice', 'true_false', 'open_ended', 'rating'] as const;

export interface StoredOption {
  id: string;
  text: string;
  explication: string;
}

export interface StoredRatingScale {
  min: number;
  max: number;
  labels: string[];
}

export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** Order within the session ('next' follows it). */
    position: integer('position').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    type: text('type', { enum: QUESTION_TYPES }).notNull(),
    options: jsonb('options').$type<StoredOption[]>().notNull().default([]),
    correctAnswer: text('correct_answer').notNull().default(''),
    ratingScale: jsonb('rating_scale').$type<StoredRatingScale | null>(),
    timeLimit: integer('time_limit').notNull().default(60),
    proposition: text('proposition'),
    /** « Idées et mots acceptés » of an open question, written by the teacher or learned from their grades (decision 153). */
    acceptedIdeas: text('accepted_ideas').notNull().default(''),
    isActive: boolean('is_active').notNull().default(false),
    /** Server clock when the question was last activated: every client counts down from it. */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** Time the session spent paused since the activation (ms): the deadline moves by it. */
    pausedMs: integer('paused_ms').notNull().default(0),
    /** The question's picture, by the hash of its bytes; the alt text and size are this question's. */
    imageHash: text('image_hash').references(() => questionImages.hash),
    imageAlt: text('image_alt'),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    createdAt: createdAt(),
  },
  (t) => [
    index('questions_session_idx').on(t.sessionId, t.position),
    index('questions_image_idx').on(t.imageHash).where(sql`${t.imageHash} is not null`),
    check(
      'questions_image_complete',
      sql`(${t.imageHash} is null) = (${t.imageAlt} is null) and (${t.imageHash} is null) = (${t.imageWidth} is null) and (${t.imageHash} is null) = (${t.imageHeight} is null)`,
    ),
    uniqueIndex('questions_one_active_per_session').on(t.sessionId).where(sql`${t.isActive}`),
    check(
      'questions_type_check',
      sql`${t.type} in ('multiple_choice', 'true_false', 'open_ended', 'rating')`,
    ),
  ],
);

export const responses = pgTable(
  'responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    /** Denormalised from the question for session-wide statistics and student lookups. */
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    studentId: text('student_id').notNull(),
    studentName: text('student_name').notNull(),
    answer: text('answer').notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    modificationCount: integer('modification_count').notNull().default(0),
    /** Automatic score 0–100 of an open answer; null until evaluated. */
    concordanceScore: integer('concordance_score'),
    aiFeedback: text('ai_feedback'),
    evaluationTimestamp: timestamp('evaluation_timestamp', { withTimezone: true }),
    /** Last evaluation failure, kept so a teacher can see why an answer is unevaluated. */
    evaluationError: text('evaluation_error'),
    evaluationAttempts: integer('evaluation_attempts').notNull().default(0),
    /** How sure the evaluator was of its band, 0–1; null when it could not say. */
    evaluationConfidence: real('evaluation_confidence'),
    /** The evaluator could not tell: counts for nothing until the teacher grades it. */
    needsReview: boolean('needs_review').notNull().default(false),
    /** Which evaluator scored it ('builtin', 'openai'), and why when it was not the configured one. */
    evaluatedBy: text('evaluated_by'),
    evaluationNote: text('evaluation_note'),
    /** A teacher's override, kept apart from the automatic score. */
    teacherScore: integer('teacher_score'),
    /** The teacher's comment with their score. */
    teacherFeedback: text('teacher_feedback'),
    /** The graded group the teacher's score came from; null when graded on its own. */
    gradedGroupId: uuid('graded_group_id'),
  },
  (t) => [
    uniqueIndex('responses_question_student_unique').on(t.questionId, t.studentId),
    index('responses_session_student_idx').on(t.sessionId, t.studentId),
    check(
      'responses_concordance_range',
      sql`${t.concordanceScore} is null or (${t.concordanceScore} between 0 and 100)`,
    ),
    check(
      'responses_teacher_score_range',
      sql`${t.teacherScore} is null or (${t.teacherScore} between 0 and 100)`,
    ),
  ],
);

/**
 * A group of answers to an open question the teacher graded in one click: later answers
 * that fall into it (same normalised text, or a close paraphrase of a member) get its score.
 */
export const gradedGroups = pgTable(
  'graded_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    /** The members' answers when graded, normalised: what later answers are compared with. */
    answers: jsonb('answers').$type<string[]>().notNull(),
    score: integer('score').notNull(),
    feedback: text('feedback'),
    createdAt: createdAt(),
  },
  (t) => [
    index('graded_groups_question_idx').on(t.questionId),
    check('graded_groups_score_range', sql`${t.score} between 0 and 100`),
  ],
);
