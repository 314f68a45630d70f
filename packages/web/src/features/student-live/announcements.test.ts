import { describe, expect, it } from 'vitest';
import { LIVE_ANNOUNCEMENTS, newQuestionAnnouncement, statusAnnouncement } from './announcements';

describe('student live announcements', () => {
  it('says the new question and its time', () => {
    expect(newQuestionAnnouncement({ title: 'Photosynthèse', timeLimit: 30 }, true)).toBe(
      'Nouvelle question : Photosynthèse. 30 secondes pour répondre.',
    );
    expect(newQuestionAnnouncement({ title: 'Q', timeLimit: 120 }, true)).toBe('Nouvelle question : Q. 2 minutes pour répondre.');
    expect(newQuestionAnnouncement({ title: 'Q', timeLimit: 90 }, true)).toBe('Nouvelle question : Q. 90 secondes pour répondre.');
    expect(newQuestionAnnouncement({ title: 'Q', timeLimit: 30 }, false)).toBe('Nouvelle question : Q. Sans limite de temps.');
    expect(newQuestionAnnouncement({ title: 'Pourquoi ?', timeLimit: 30 }, true)).toBe('Nouvelle question : Pourquoi ? 30 secondes pour répondre.');
  });

  it('says a pause and a resume, nothing else', () => {
    expect(statusAnnouncement('active', 'paused')).toBe(LIVE_ANNOUNCEMENTS.paused);
    expect(statusAnnouncement('paused', 'active')).toBe(LIVE_ANNOUNCEMENTS.resumed);
    expect(statusAnnouncement(null, 'paused')).toBeNull();
    expect(statusAnnouncement('created', 'active')).toBeNull();
    expect(statusAnnouncement('active', 'active')).toBeNull();
  });
});
