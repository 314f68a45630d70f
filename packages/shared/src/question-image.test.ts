import { describe, expect, it } from 'vitest';
import { checkImageAlt, imageHashFromUrl, imageUrl } from './question-image';

describe('question pictures', () => {
  it('addresses a picture by the hash of its bytes, and reads the hash back only from its own URLs', () => {
    const hash = 'ab'.repeat(32);
    expect(imageUrl(hash)).toBe(`/api/images/${hash}`);
    expect(imageHashFromUrl(imageUrl(hash))).toBe(hash);
    expect(imageHashFromUrl(`https://ailleurs.example/api/images/${hash}`)).toBeNull();
    expect(imageHashFromUrl('/api/images/../sessions')).toBeNull();
  });

  it('wants an alt text of 1 to 250 characters, trimmed', () => {
    expect(checkImageAlt('  Une cellule ')).toEqual({ alt: 'Une cellule' });
    expect(checkImageAlt(undefined)).toEqual({ error: "Décrivez l'image pour les élèves qui ne la voient pas" });
    expect(checkImageAlt('   ')).toEqual({ error: "Décrivez l'image pour les élèves qui ne la voient pas" });
    expect(checkImageAlt('🙂'.repeat(250))).toEqual({ alt: '🙂'.repeat(250) });
    expect(checkImageAlt('a'.repeat(251))).toHaveProperty('error');
  });
});
