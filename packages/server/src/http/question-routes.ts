/** Questions (docs/api.md#questions): reached only through the teacher's own sessions. */
import fastifyMultipart from '@fastify/multipart';
import { IMPORT_MAX_BYTES } from '@ciar/shared/constants';
import {
  copyQuestionBody,
  createQuestionBody,
  questionBankQuery,
  questionExportQuery,
  updateQuestionBody,
} from '@ciar/shared/question-schemas';
import {
  QUESTION_TEMPLATE,
  QUESTION_TEMPLATE_FILENAME,
  serialiseQuestionFile,
} from '@ciar/shared/question-template';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { listQuestionBank } from '../domain/question-bank';
import { exportQuestions } from '../domain/question-export';
import { importQuestions } from '../domain/question-import';
import {
  activateQuestion,
  copyQuestion,
  createQuestion,
  deactivateAllQuestions,
  deleteQuestion,
  getQuestionWithResponses,
  listSessionQuestions,
  updateQuestion,
} from '../domain/questions';
import { parseInput } from '../domain/validate';
import type { EvaluationService } from '../evaluation/evaluation-service';
import { evaluatorReadsItDifferently, rescoreInBackground } from '../evaluation/rescore';
import type { LiveEvents } from '../realtime/live-events';
import type { Db } from '../storage/db';
import { sendJsonFile } from './downloads';
import { readUploadedFile } from './uploads';
import { requireTeacher } from './teacher-session';

const idParams = z.object({ id: z.string().max(100) });
const sessionParams = z.object({ sessionId: z.string().max(100) });

/** Written once: the template never changes while the server runs. */
const TEMPLATE_CONTENT = serialiseQuestionFile(QUESTION_TEMPLATE);

export interface QuestionRoutesOptions {
  db: Db;
  live: LiveEvents;
  /** Scores a question's ungraded answers again when a save changes what the evaluator reads. */
  evaluation: Pick<EvaluationService, 'rescoreQuestion'>;
}

export async function questionRoutes(app: FastifyInstance, { db, live, evaluation }: QuestionRoutesOptions) {
  // Only the import route accepts multipart bodies (every other write is JSON, else 415), and
  // only one JSON file of 5 MB at most.
  await app.register(async (upload) => {
    await upload.register(fastifyMultipart, {
      limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 100 },
    });
    upload.post('/questions/import/:sessionId', async (request, reply) => {
      const teacherId = await requireTeacher(db, request);
      const { sessionId } = parseInput(sessionParams, request.params);
      const file = await readUploadedFile(request, 'questionsFile');
      const result = await importQuestions(db, teacherId, sessionId, file);
      if (result.success) return result;
      // Nothing imported: an error status for clients that branch on it, with the full result to show.
      return reply.status(400).send({ ...result, error: result.message, code: 'import-failed' });
    });
  });

  app.post('/questions', async (request, reply) => {
    const teacherId = await requireTeacher(db, request);
    const { sessionId, question } = parseInput(createQuestionBody, request.body);
    return reply.status(201).send({ success: true, question: await createQuestion(db, teacherId, sessionId, question) });
  });

  /** Public like its static copy at the site root: it holds no one's data. */
  app.get('/questions/template', async (_request, reply) => sendJsonFile(reply, QUESTION_TEMPLATE_FILENAME, TEMPLATE_CONTENT));

  app.get('/questions/session/:sessionId', async (request) => {
    const teacherId = await requireTeacher(db, request);
    const { sessionId } = parseInput(sessionParams, request.params);
    return { success: true, questions: await listSessionQuestions(db, teacherId, sessionId) };
  });

  app.patch('/questions/session/:sessionId/deactivate-all', async (request) => {
    const teacherId = await requireTeacher(db, request);
    const { sessionId } = parseInput(sessionParams, request.params);
    const activationSeq = await deactivateAllQuestions(db, teacherId, sessionId);
    live.questionsDeactivated(sessionId, activationSeq);
    return { success: true };
  });

  app.get('/questions/export/:sessionId', async (request, reply) => {
    const teacherId = await requireTeacher(db, request);
    const { sessionId } = parseInput(sessionParams, request.params);
    const { format } = parseInput(questionExportQuery, request.query ?? {});
    const { filename, content, contentType } = await exportQuestions(db, teacherId, sessionId, new Date(), format);
    return sendJsonFile(reply, filename, content, contentType);
  });

  /** Every question of the signed-in teacher's sessions: there is no one else's bank to reach. */
  app.get('/questions/bank', async (request) => {
    const teacherId = await requireTeacher(db, request);
    const query = parseInput(questionBankQuery, request.query ?? {});
    return { success: true, ...(await listQuestionBank(db, teacherId, query)) };
  });

  app.post('/questions/:id/copy', async (request, reply) => {
    const teacherId = await requireTeacher(db, request);
    const { id } = parseInput(idParams, request.params);
    const { sessionId } = parseInput(copyQuestionBody, request.body);
    return reply.status(201).send({ success: true, question: await copyQuestion(db, teacherId, id, sessionId) });
  });

  app.get('/questions/:id', async (request) => {
    const teacherId = await requireTeacher(db, request);
    const { id } = parseInput(idParams, request.params);
    return { success: true, question: await getQuestionWithResponses(db, teacherId, id) };
  });

  app.patch('/questions/:id', async (request) => {
    const teacherId = await requireTeacher(db, request);
    const { id } = parseInput(idParams, request.params);
    const { question: input, acceptedIdeasBase, confirmedRemovals } = parseInput(updateQuestionBody, request.body);
    const { before, question, removedFor, answersChanged } = await updateQuestion(db, teacherId, id, input, { acceptedIdeasBase, confirmedRemovals });
    // The scores follow the question as saved (decision 157); the save does not wait for them.
    if (evaluatorReadsItDifferently(before, question)) rescoreInBackground(evaluation, question.id, request.log);
    // A typo fixed, or the right answer corrected, while the class has the question on screen:
    // every screen shows it as saved, and those who answered get their feedback against it
    // (decision 221); those whose answer the save deleted are told they may answer again, and
    // the live screen gets the counts as the save left them (decision 226). The save stands even
    // if telling the screens fails: a reload shows it.
    await live.questionEdited(question, { removedFor, answersChanged }).catch((error: unknown) => {
      request.log.warn({ questionId: question.id, errorName: error instanceof Error ? error.name : typeof error }, 'telling the screens of an edited question failed');
    });
    return { success: true, question, removedAnswers: removedFor.length };
  });

  app.delete('/questions/:id', async (request) => {
    const teacherId = await requireTeacher(db, request);
    const { id } = parseInput(idParams, request.params);
    const { sessionId, closedAs } = await deleteQuestion(db, teacherId, id);
    // Deleted while the class had it on screen: every screen closes it, as when it is deactivated.
    if (closedAs !== null) live.questionsDeactivated(sessionId, closedAs);
    return { success: true, message: 'Question supprimée' };
  });

  app.patch('/questions/:id/activate', async (request) => {
    const teacherId = await requireTeacher(db, request);
    const { id } = parseInput(idParams, request.params);
    const activated = await activateQuestion(db, teacherId, id);
    await live.questionActivated(activated);
    return { success: true, question: activated.question };
  });
}
