import { describe, expect, it } from 'vitest';
import { contentDisposition } from './downloads';

describe('contentDisposition', () => {
  it('names the file plainly when it is ASCII', () => {
    expect(contentDisposition('ciar-questions-template.json')).toBe(
      `attachment; filename*=UTF-8''ciar-questions-template.json; filename="ciar-questions-template.json"`,
    );
  });

  it('carries any other character percent-encoded, with an ASCII fallback that cannot break the header', () => {
    const header = contentDisposition(`questions-تاريخ-l'été (1)*.json`);
    expect(header).toContain(`filename*=UTF-8''questions-${encodeURIComponent('تاريخ')}-l%27%C3%A9t%C3%A9%20%281%29%2A.json`);
    expect(header).toContain(`filename="questions-_____-l'_t_ (1)*.json"`);
    expect(contentDisposition('a"b\\c\r\n.json')).toContain('filename="a_b_c__.json"');
  });
});
