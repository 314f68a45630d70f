import { makePng } from '@ciar/shared/testing/image-fixtures';
import { describe, expect, it } from 'vitest';
import { pictureChange, pictureDraft, readPickedFile, shownPicture } from './question-picture';

const SAVED = { url: `/api/images/${'a'.repeat(64)}`, alt: 'Une carte', width: 40, height: 20 };
const picked = { file: new Blob([makePng(2, 2) as BlobPart]), url: 'blob:x', width: 2, height: 2 };

describe('the question form’s picture', () => {
  it('changes nothing when the teacher touches nothing', () => {
    expect(pictureChange(pictureDraft(null))).toEqual({ ok: true, change: { kind: 'keep' } });
    expect(pictureChange(pictureDraft(SAVED))).toEqual({ ok: true, change: { kind: 'keep' } });
  });

  it('uploads a picked file with its trimmed alt text, and refuses it without one', () => {
    const draft = { ...pictureDraft(null), picked, alt: '  Un schéma ' };
    expect(pictureChange(draft)).toEqual({ ok: true, change: { kind: 'upload', file: picked.file, alt: 'Un schéma' } });
    expect(pictureChange({ ...draft, alt: ' ' })).toEqual({ ok: false, message: "Décrivez l'image pour les élèves qui ne la voient pas" });
    expect(shownPicture(draft)).toEqual({ url: 'blob:x', alt: '  Un schéma ', width: 2, height: 2 });
  });

  it('removes the saved picture, or sends it again with a new description', () => {
    expect(pictureChange({ ...pictureDraft(SAVED), removed: true })).toEqual({ ok: true, change: { kind: 'remove' } });
    expect(pictureChange({ ...pictureDraft(SAVED), alt: 'Une carte de France' })).toEqual({
      ok: true,
      change: { kind: 'describe', url: SAVED.url, alt: 'Une carte de France' },
    });
  });

  it('checks a picked file by its bytes and size before anything is sent', async () => {
    expect(await readPickedFile(new Blob([makePng(30, 10) as BlobPart]))).toEqual({ width: 30, height: 10 });
    expect(await readPickedFile(new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/png' }))).toEqual({
      error: expect.stringMatching(/PNG, JPEG, WebP ou GIF/),
    });
    expect(await readPickedFile(new Blob([new Uint8Array(2 * 1024 * 1024 + 1)]))).toEqual({ error: expect.stringMatching(/2 Mo/) });
  });
});
