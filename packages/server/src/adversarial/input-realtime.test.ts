/**
 * Bad input over the real-time channel. Answers: out of range, of the wrong type, for a
 * question that is not open or not of this session, or sent without an acknowledgement
 * callback — refused (or ignored), nothing stored, no crash — by socket and by REST, for all
 * four question types. Events: random payloads (fast-check) and prototype-pollution keys on
 * every event the server listens to. Frames: garbage, invalid packet types, binary junk,
 * oversized frames and unknown namespaces sent on a bare WebSocket close that connection
 * cleanly or leave it working, and a student in the same session notices nothing.
 */
import { AUTO_SUBMIT_ANSWER, LIMITS } from '@ciar/shared/constants';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { CHOICE_QUESTION, OPEN_QUESTION, cookieHeader, joinStudent, openSocket, type ClientSocket, type JoinedStudent } from '../testing/live-harness';
import { startTestApp, type TestApp } from '../testing/test-app';
import { LIBRARY_EVENTS, validPayload } from './support/event-table';
import { databaseSnapshot } from './support/db-snapshot';
import { call, jsonBody, looksFrench } from './support/http';
import { rawSocket } from './support/raw-socket';
import { ackOf } from './support/sockets';
import { buildWorld, classroom, type Teacher, type World } from './support/world';

const TRUE_FALSE_QUESTION = {
  title: 'Ébullition',
  content: 'L’eau bout à 100 °C au niveau de la mer.',
  type: 'true_false',
  timeLimit: 60,
  options: [{ text: 'Vrai', explication: 'Oui.' }, { text: 'Faux', explication: 'Non.' }],
  correctAnswer: '0',
};
const RATING_QUESTION = { title: 'Avis', content: 'Notez ce chapitre.', type: 'rating', timeLimit: 60, ratingScale: { min: 1, max: 5, labels: [] } };
const TYPES = { choice: CHOICE_QUESTION, trueFalse: TRUE_FALSE_QUESTION, open: OPEN_QUESTION, rating: RATING_QUESTION } as const;
type Kind = keyof typeof TYPES;

/** Values no question of that kind may take (the auto-submit text is valid for every kind). */
const INVALID: Record<Kind, unknown[]> = {
  choice: ['2', '-1', 2, -1, 1.5, '1.5', '0x1', '1e0', '١', 'Paris', true, false, null, [], [0], {}, { $gt: -1 }, '', '   ', 1e308, '99999999999999999999'],
  trueFalse: ['2', -1, 'Vrai', 'true', true, 0.5, null, [1], {}, ''],
  rating: [0, 6, '0', '6', 2.5, '2.5', -1, 'cinq', '3 étoiles', true, [], {}, null, '', 1e308],
  open: [42, true, [], {}, null, '', '   ', 'é'.repeat(LIMITS.answer + 1), 'a\u0000b', 'a\u202Eb', 'a\u200Bb'],
};

/** Arbitrary values refused for each kind (fast-check): anything that is not a whole number in range, or not text. */
const notADigitString = (s: string) => !/^\s*-?\d{1,9}\s*$/.test(s) && s.trim() !== AUTO_SUBMIT_ANSWER;
const nonScalar = fc.oneof(fc.constant(null), fc.boolean(), fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }), fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }));
const ARBITRARY_INVALID: Record<Kind, fc.Arbitrary<unknown>> = {
  choice: fc.oneof(fc.integer({ min: 2 }), fc.integer({ max: -1 }), fc.double({ noNaN: true }).filter((d) => !Number.isInteger(d)), fc.string().filter(notADigitString), nonScalar),
  trueFalse: fc.oneof(fc.integer({ min: 2 }), fc.integer({ max: -1 }), fc.string().filter(notADigitString), nonScalar),
  rating: fc.oneof(fc.integer({ min: 6 }), fc.integer({ max: 0 }), fc.double({ noNaN: true }).filter((d) => !Number.isInteger(d)), fc.string().filter(notADigitString), nonScalar),
  open: fc.oneof(fc.double({ noNaN: true }), nonScalar, fc.string({ minLength: LIMITS.answer + 1, maxLength: LIMITS.answer + 50 }).filter((s) => s.trim().length > LIMITS.answer)),
};

const OBJECT_PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).sort();

describe.each(testDatabases)('bad input over the real-time channel on $name', (target) => {
  let server: TestApp;
  let world: World;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    server = await startTestApp(await target.open());
    world = await buildWorld(server);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server.close();
    await server.database.close();
  });

  async function connect(headers: Record<string, string> = {}) {
    const socket = await openSocket(server.url, headers);
    sockets.push(socket);
    return socket;
  }

  async function student(code: string, name: string): Promise<JoinedStudent> {
    const joined = await joinStudent(server.url, code, name);
    sockets.push(joined.socket);
    return joined;
  }

  /** A running session with one question of each kind; self-paced unless `supervised`. */
  async function quiz(teacher: Teacher, supervised = false) {
    const created = await teacher.client.post('/api/sessions', { name: 'Quiz' });
    const session = created.json.session as { id: string; code: string };
    const ids = {} as Record<Kind, string>;
    for (const [kind, question] of Object.entries(TYPES) as Array<[Kind, object]>) {
      ids[kind] = (await teacher.client.post('/api/questions', { ...question, sessionId: session.id })).json.question.id;
    }
    if (!supervised) await teacher.client.patch(`/api/sessions/${session.id}/autonomous`, { isAutonomous: true });
    await teacher.client.patch(`/api/sessions/${session.id}/status`, { status: 'active' });
    return { session, ids };
  }

  /** Sends one answer by socket or by REST; the refusal as `{ code, error }`, or null when stored. */
  async function answer(by: 'socket' | 'rest', who: JoinedStudent, questionId: string, value: unknown) {
    if (by === 'socket') {
      const ack = await ackOf(who.socket, 'submit-answer', { questionId, studentId: who.id, studentName: who.name, answer: value });
      return ack.ok ? null : { code: ack.code, error: ack.error };
    }
    const response = await call(server.url, 'POST', `/api/questions/${questionId}/respond`, jsonBody({ studentId: who.id, answer: value }, { 'x-student-token': who.token }));
    if (response.status === 201) return null;
    expect(response.status, response.text).toBeLessThan(500);
    return response.json as { code: string; error: string };
  }

  function expectPrototypeClean() {
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(OBJECT_PROTOTYPE_KEYS);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }

  describe('answers', () => {
    it('refuses out-of-range and wrong-type answers to each question type, by socket and by REST, storing nothing', async () => {
      const { session, ids } = await quiz(world.owner);
      const who = await student(session.code, 'Testeur');
      await server.evaluation.queue.idle();
      const before = await databaseSnapshot(server.database.db);
      for (const kind of Object.keys(INVALID) as Kind[]) {
        for (const value of INVALID[kind]) {
          for (const by of ['socket', 'rest'] as const) {
            const refusal = await answer(by, who, ids[kind], value);
            const label = `${kind} ${by} ${JSON.stringify(value).slice(0, 40)}`;
            expect(refusal, label).not.toBeNull();
            expect(refusal!.code, label).toMatch(/^invalid-(answer|body)$/);
            expect(looksFrench(refusal!.error), `${label}: ${refusal!.error}`).toBe(true);
          }
        }
      }
      expect(await databaseSnapshot(server.database.db)).toEqual(before);
      expect(who.socket.connected).toBe(true);
    });

    it('refuses arbitrary invalid answers for every type, storing nothing (fast-check)', async () => {
      const { session, ids } = await quiz(world.owner);
      const who = await student(session.code, 'Aléatoire');
      const before = await databaseSnapshot(server.database.db);
      const kinds = Object.keys(TYPES) as Kind[];
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...kinds).chain((kind) => fc.tuple(fc.constant(kind), ARBITRARY_INVALID[kind], fc.constantFrom('socket' as const, 'rest' as const))),
          async ([kind, value, by]) => {
            const refusal = await answer(by, who, ids[kind], value);
            expect(refusal, `${kind} ${by} ${JSON.stringify(value)?.slice(0, 60)}`).not.toBeNull();
          },
        ),
        { numRuns: 120 },
      );
      expect(await databaseSnapshot(server.database.db)).toEqual(before);
    });

    it('accepts the boundary values of each type, stored in their canonical form', async () => {
      const { session, ids } = await quiz(world.owner);
      const cases: Array<[Kind, unknown, string]> = [
        ['choice', '1', '1'],
        ['choice', 0, '0'],
        ['trueFalse', ' 1 ', '1'],
        ['rating', '1', '1'],
        ['rating', 5, '5'],
        ['open', ` ${'é'.repeat(LIMITS.answer)} `, 'é'.repeat(LIMITS.answer)],
        ['open', 'می‌خواهم 👩🏽‍🔬', 'می‌خواهم 👩🏽‍🔬'],
      ];
      let n = 0;
      for (const [kind, value, stored] of cases) {
        const who = await student(session.code, `Limite ${n++}`);
        const by = n % 2 ? 'socket' : 'rest';
        expect(await answer(by, who, ids[kind], value), `${kind} ${by} ${JSON.stringify(value).slice(0, 30)}`).toBeNull();
        const results = await call(server.url, 'GET', `/api/sessions/${session.id}/student/${encodeURIComponent(who.id)}/responses`, { headers: { 'x-student-token': who.token } });
        const row = (results.json as any).results.find((r: { question: { id: string } }) => r.question.id === ids[kind]);
        expect(row.response.answer).toBe(stored);
      }
    });

    it('refuses an answer to a question that is not open, or that belongs to another session, storing nothing', async () => {
      const supervised = await quiz(world.owner, true);
      const elsewhere = await classroom(server, world.other, 'Séance d’à côté');
      const who = await student(supervised.session.code, 'Égaré');
      await server.evaluation.queue.idle();
      const before = await databaseSnapshot(server.database.db);
      for (const by of ['socket', 'rest'] as const) {
        expect(await answer(by, who, supervised.ids.choice, '0'), by).toMatchObject({ code: 'question-not-open' });
        // Another session's question: the socket knows no such question for this student, and
        // REST does not recognise this student in that session.
        expect(await answer(by, who, elsewhere.choiceQuestionId, '0'), by).toMatchObject({ code: by === 'socket' ? 'question-not-found' : 'student-unauthenticated' });
        expect(await answer(by, who, '00000000-0000-4000-8000-000000000000', '0'), by).toMatchObject({ code: 'question-not-found' });
      }
      expect(await databaseSnapshot(server.database.db)).toEqual(before);
    });
  });

  describe('events', () => {
    let events: string[];
    beforeAll(async () => {
      const probe = await connect();
      events = server.io.of('/').sockets.get(probe.id!)!.eventNames().map(String).filter((e) => !LIBRARY_EVENTS.includes(e));
    });

    /** A teacher socket and a student socket, both joined to a fresh classroom of the owner. */
    async function joinedPair() {
      const room = await classroom(server, world.owner, 'Séance des événements');
      const teacher = await connect(cookieHeader(world.owner.client));
      expect(await ackOf(teacher, 'join-session', validPayload('join-session', room))).toMatchObject({ ok: true });
      const pupil = await connect();
      expect(await ackOf(pupil, 'join-session', { sessionCode: room.sessionCode, userType: 'student', userId: room.student.id, token: room.student.token })).toMatchObject({ ok: true });
      return { room, teacher, pupil };
    }

    it('refuses a bad event sent without an acknowledgement callback with a French error event, stores nothing, keeps the connection', async () => {
      const { teacher, pupil } = await joinedPair();
      await server.evaluation.queue.idle();
      const before = await databaseSnapshot(server.database.db);
      // Spec clients send no callback (decision 101): the refusal comes as an `error` event.
      // leave-session refuses nothing: leaving what one never joined changes nothing.
      for (const event of events.filter((e) => e !== 'leave-session')) {
        for (const socket of [teacher, pupil]) {
          const refused = new Promise<{ error: string; code: string }>((resolve) => socket.once('error' as never, resolve as never));
          (socket.emit as (e: string, p: unknown) => void)(event, { intrus: true });
          const error = await refused;
          expect(error.code, event).not.toBe('internal');
          expect(looksFrench(error.error), `${event}: ${error.error}`).toBe(true);
        }
        // Callbacks that are not functions are no callbacks either.
        const refused = new Promise((resolve) => teacher.once('error' as never, resolve as never));
        (teacher.emit as (e: string, p: unknown, a: unknown) => void)(event, { intrus: true }, 'pas une fonction');
        await refused;
      }
      expect(await databaseSnapshot(server.database.db)).toEqual(before);
      expect(teacher.connected && pupil.connected).toBe(true);
    });

    it('answers random payloads on every event with a French refusal or a result, never an internal error (fast-check)', async () => {
      const { teacher, pupil } = await joinedPair();
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...events), fc.constantFrom(teacher, pupil), fc.jsonValue({ maxDepth: 4 }), async (event, socket, payload) => {
          const ack = await ackOf(socket, event, payload);
          const label = `${event} ${JSON.stringify(payload).slice(0, 80)}`;
          expect(typeof ack.ok, label).toBe('boolean');
          if (!ack.ok) {
            expect(ack.code, label).not.toBe('internal');
            expect(looksFrench(ack.error), `${label}: ${ack.error}`).toBe(true);
          }
          expect(socket.connected, label).toBe(true);
        }),
        { numRuns: 150 },
      );
    });

    it('refuses __proto__ and constructor.prototype keys in every event’s payload, changing nothing', async () => {
      const { room, teacher, pupil } = await joinedPair();
      await server.evaluation.queue.idle();
      const before = await databaseSnapshot(server.database.db);
      for (const event of events) {
        const base = JSON.stringify(validPayload(event, room)).slice(1, -1);
        for (const poison of ['"__proto__": {"polluted": true}', '"constructor": {"prototype": {"polluted": true}}', '"sessionId": {"__proto__": {"polluted": true}}']) {
          // Parsed from text, so that __proto__ is an own key as it arrives over the wire.
          const payload = JSON.parse(`{${base ? `${base}, ` : ''}${poison}}`) as unknown;
          for (const socket of [teacher, pupil]) {
            const ack = await ackOf(socket, event, payload);
            if (event !== 'leave-session') expect(ack, `${event} ${poison}`).toMatchObject({ ok: false, code: 'invalid-body' });
          }
        }
      }
      expectPrototypeClean();
      expect(await databaseSnapshot(server.database.db)).toEqual(before);
    });
  });

  describe('raw frames', () => {
    const GARBAGE: Array<[string, Array<string | Buffer>]> = [
      ['text that is no packet', ['garbage']],
      ['an empty frame', ['']],
      ['an unknown engine.io type', ['9']],
      ['a client ping', ['2probe']],
      ['an upgrade out of place', ['5']],
      ['a message with no socket.io packet', ['4']],
      ['an unknown socket.io type', ['4garbage']],
      ['an event with no data', ['42']],
      ['an event that is an object', ['42{"a":1}']],
      ['an event with no name', ['42[]']],
      ['an event named by a number', ['421[1,2]']],
      ['a reserved event', ['42["disconnect"]']],
      ['the error event', ['421["error",{}]']],
      ['events named like prototype members', ['421["__proto__",{"polluted":true}]', '421["constructor",{}]', '421["toString"]', '421["hasOwnProperty"]']],
      ['truncated JSON', ['421["join-session"']],
      ['deeply nested JSON', [`421["join-session",${'['.repeat(20_000)}${']'.repeat(20_000)}]`]],
      ['binary junk', [Buffer.from([0xde, 0xad, 0xbe, 0xef, 0, 1, 2])]],
      ['a binary attachment instead of a payload', ['451-1["submit-answer",{"_placeholder":true,"num":0}]', Buffer.from([1, 2, 3])]],
      ['too many attachments', ['4599-["submit-answer",{}]']],
      ['an attachment index out of range', ['451-1["submit-answer",{"_placeholder":true,"num":7}]', Buffer.from([1])]],
      ['a connect to an unknown namespace', ['40/admin,{"token":"x"}']],
      ['a disconnect packet', ['41']],
    ];
    const OVERSIZED: Array<[string, Array<string | Buffer>]> = [
      ['an oversized text frame', [`421["join-session","${'x'.repeat(70_000)}"]`]],
      ['an oversized binary frame', ['451-1["submit-answer",{"_placeholder":true,"num":0}]', Buffer.alloc(70_000)]],
      ['an oversized garbage frame', ['z'.repeat(65 * 1024)]],
    ];

    it('closes the connection cleanly on garbage and oversized frames, or keeps it working; a student in the session notices nothing', async () => {
      const room = await classroom(server, world.owner, 'Séance témoin');
      const bystander = await student(room.sessionCode, 'Spectatrice');
      let disconnected = false;
      bystander.socket.on('disconnect', () => (disconnected = true));
      const baseline = server.io.engine.clientsCount;

      // Each attack on a connection of its own, all at once: they must not disturb each other either.
      const outcomes = await Promise.all(
        [...GARBAGE, ...OVERSIZED].map(async ([label, frames]) => {
          const raw = await rawSocket(server.url);
          for (const frame of frames) raw.send(frame);
          let outcome = await raw.outcome(400);
          const oversized = OVERSIZED.some(([l]) => l === label);
          let problem: string | null = null;
          if (outcome === 'open') {
            // Still open: it must still work, and answer like any client (a socket that left the
            // namespace has nothing left to answer with). On a loaded machine the server's close
            // can come after the first 400 ms: a connection closed by the time the question goes
            // unanswered is judged by its close.
            const ack = await raw.ask('leave-session', { sessionCode: 'ZZZZZZ' });
            if (JSON.stringify(ack) !== '{"ok":true,"data":null}' && !/disconnect packet|namespace/.test(label)) {
              outcome = await raw.outcome(0);
              if (outcome === 'open') problem = `open but no answer (${JSON.stringify(ack)})`;
            }
          }
          if (outcome !== 'open' && !(oversized ? [1009] : [1000, 1005]).includes(outcome)) {
            problem = `closed with ${outcome}`;
          }
          if (oversized && outcome !== 1009) problem = `not refused as too big (${outcome})`;
          if (label.includes('namespace') && !raw.received.join('\n').includes('44/admin,{"message":"Invalid namespace"}')) problem = 'no refusal of the namespace';
          raw.close();
          return problem && `${label}: ${problem}`;
        }),
      );
      expect(outcomes.filter(Boolean)).toEqual([]);
      expectPrototypeClean();

      // Every connection opened above is gone from the server.
      await expect.poll(() => server.io.engine.clientsCount).toBe(baseline);
      expect(disconnected).toBe(false);
      expect(bystander.socket.connected).toBe(true);
      expect(await ackOf(bystander.socket, 'submit-answer', { questionId: room.openQuestionId, studentId: bystander.id, studentName: bystander.name, answer: 'Toujours là.' })).toMatchObject({ ok: true });
      expect((await call(server.url, 'GET', '/api/health')).status).toBe(200);
    });

    it('refuses the polling transport, old protocol versions and bad handshakes with a 4xx', async () => {
      for (const query of ['?EIO=4&transport=polling', '?EIO=3&transport=websocket', '?EIO=x&transport=websocket', '', '?EIO=4&transport=websocket&sid=inconnu']) {
        const response = await call(server.url, 'GET', `/socket.io/${query}`);
        expect(response.status, query).toBeGreaterThanOrEqual(400);
        expect(response.status, query).toBeLessThan(500);
      }
      expect((await call(server.url, 'GET', '/api/health')).status).toBe(200);
    });
  });
});
