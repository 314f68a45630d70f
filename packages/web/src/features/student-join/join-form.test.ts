import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../testing/fake-api';
import { canSubmitJoin, validateJoinForm } from './join-form';
import { joinSession } from './join-session';

describe('join form rules', () => {
  it('needs a code and a name that are more than spaces', () => {
    expect(canSubmitJoin({ code: 'ABC123', name: 'Marie Curie' })).toBe(true);
    expect(canSubmitJoin({ code: '', name: 'Marie Curie' })).toBe(false);
    expect(canSubmitJoin({ code: 'ABC123', name: '   ' })).toBe(false);
    expect(validateJoinForm({ code: '  ', name: 'Marie' })).toBe('Veuillez remplir tous les champs');
    expect(validateJoinForm({ code: 'ABC123', name: '' })).toBe('Veuillez remplir tous les champs');
    expect(validateJoinForm({ code: 'ABC123', name: 'Marie' })).toBeNull();
  });

  it('refuses to send a join without a code, with the spec’s message', async () => {
    const api = fakeApi({});
    await expect(joinSession({ code: ' ', studentName: 'Marie' })).rejects.toThrow('Code de session manquant');
    expect(api.calls).toEqual([]);
  });
});
