/**
 * Questions' pictures are in the backup (decision 171): their bytes are a bytea
 * column, saved and restored like every other column, and served again after a restore.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makePng } from '@ciar/shared/testing/image-fixtures';
import { afterAll, describe, expect, it } from 'vitest';
import { uploadImage } from '../../testing/question-images';
import { newSession } from '../../testing/question-files';
import { registeredTeacher, startTestApp } from '../../testing/test-app';
import { openDatabase } from '../db';
import { backupPlace } from './backup';
import { restoreBackup } from './restore';

const work = mkdtempSync(path.join(tmpdir(), 'ciar-backup-images-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a backup with pictures', () => {
  it('restores every picture byte for byte, served from the same URL', async () => {
    const sourceDir = path.join(work, 'source');
    const app = await startTestApp(await openDatabase({ kind: 'pglite', dataDir: sourceDir }));
    const { client } = await registeredTeacher(app.url);
    const session = await newSession(client);
    const created = await client.post('/api/questions', { sessionId: session.id, title: 'T', content: 'C', type: 'open_ended', timeLimit: 60, proposition: '' });
    // Binary bytes (a PNG signature, zlib data, CRCs): an encoding slip in the backup would show.
    const png = makePng(128, 3, 4);
    const uploaded = await uploadImage(client, created.json.question.id, png);
    expect(uploaded.status).toBe(200);
    await app.close();
    await app.database.close();

    const file = path.join(work, 'images.ciar-backup');
    await backupPlace({ kind: 'pglite', dataDir: sourceDir }, file);
    const restoredDir = path.join(work, 'restored');
    await restoreBackup({ kind: 'pglite', dataDir: restoredDir }, file);
    const restored = await startTestApp(await openDatabase({ kind: 'pglite', dataDir: restoredDir }));
    try {
      const served = await fetch(`${restored.url}${uploaded.json.question.image.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
    } finally {
      await restored.close();
      await restored.database.close();
    }
  }, 60_000);
});
