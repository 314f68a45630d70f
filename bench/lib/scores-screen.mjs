/**
 * The session page's socket, the one teacher screen that receives scores (`watch-scores`), on
 * a worker thread of its own: each `answers-evaluated` frame is timed on an event loop that
 * does nothing else. On the generator's loop, busy with thousands of students' sockets, a frame
 * could wait there a hundred milliseconds and the next one not at all, so that two frames 200 ms
 * apart at the server were counted 46 ms apart, and six fell in one second (decision 186).
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { openSocket, requestOk } from './socket.mjs';

if (!isMainThread && workerData?.scoresScreen) {
  const { url, cookie, sessionId } = workerData.scoresScreen;
  try {
    const socket = await openSocket(url, { cookie });
    await requestOk(socket, 'watch-scores', { sessionId });
    // On the shared time line: the worker's performance.now() starts elsewhere than the generator's.
    socket.on('answers-evaluated', ({ evaluations }) => parentPort.postMessage({ at: performance.timeOrigin + performance.now(), count: evaluations.length }));
    parentPort.on('message', () => {
      socket.close();
      parentPort.close();
    });
    parentPort.postMessage({ ready: true });
  } catch (error) {
    parentPort.postMessage({ error: error.message });
  }
}

/**
 * Opens the screen; `onScores(listener)` calls `listener(count, at)` for each frame, `at` on
 * the generator's `performance.now()` time line.
 */
export async function openScoresScreen(url, cookie, sessionId) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { scoresScreen: { url, cookie, sessionId } } });
  const listeners = new Set();
  await new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.on('message', (message) => {
      if (message.ready) resolve();
      else if (message.error) reject(new Error(`scores screen: ${message.error}`));
      else for (const listener of listeners) listener(message.count, message.at - performance.timeOrigin);
    });
  });
  return {
    onScores(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      worker.postMessage('close');
      void worker.terminate();
    },
  };
}
