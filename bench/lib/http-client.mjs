/**
 * The students' REST calls, on keep-alive connections of Node's own HTTP client. `fetch`
 * (undici) cost the generator about 0.6 ms of CPU per call against 0.2 ms here: on this
 * 2-core machine the generator shares the cores with the server, and at a lecture hall's join
 * it was the generator, busy with its own fetches, that set the pace of "all N joined".
 */
import http from 'node:http';

const TIMEOUT_MS = 30_000;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1_000 });

/** POSTs `body` as JSON and resolves with the parsed answer; a status other than 2xx rejects. */
export function postJson(url, path, body) {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url + path,
      { method: 'POST', agent, timeout: TIMEOUT_MS, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (response.statusCode < 200 || response.statusCode >= 300) return reject(new Error(`POST ${path}: ${response.statusCode} ${text.slice(0, 300)}`));
          try {
            resolve(JSON.parse(text));
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`POST ${path}: no answer within ${TIMEOUT_MS} ms`)));
    request.on('error', reject);
    request.end(payload);
  });
}
