/**
 * Each question's answer groups, kept (decision 185): grouping a lecture hall's 3,000 answers reads
 * about a thousand distinct texts against hundreds of groups, a few hundred milliseconds of a
 * worker thread, which the answers view asked for again at every opening and every grade.
 *
 * What is kept is only the costly step, the clustering of the distinct texts, under a digest
 * of those texts and their counts. Every request still reads the question's answers (five light
 * columns) and puts them in their groups with their current names, grades and flags: a grade,
 * a new score or a re-score shows at once, a new, changed or deleted answer changes the digest
 * and the texts are clustered again. Nothing needs to be told of a change, so several app
 * processes sharing the database each keep their own copy and all are right.
 */
import { createHash } from 'node:crypto';
import { answerTexts, assembleGroups, clusterAnswers, type AnswerTexts, type Clustering, type GroupedAnswer } from './answer-groups';

export interface GroupsCache {
  /** The groups of these answers (the question's, in list order), their members' ids included. */
  groups(questionId: string, responses: readonly GroupedAnswer[]): Promise<ReturnType<typeof assembleGroups>>;
  /** Clusters these answers now, if they are not kept yet, for a later `groups`. */
  prepare(questionId: string, responses: readonly GroupedAnswer[]): Promise<void>;
}

export interface GroupsCacheOptions {
  /** The costly step: in the evaluator's worker threads when it has them. */
  cluster?: (texts: AnswerTexts) => Promise<Clustering>;
  /** Questions kept, the least recently asked dropped first. */
  questions?: number;
}

function digestOf(texts: AnswerTexts): string {
  return createHash('sha256').update(JSON.stringify(texts)).digest('base64url');
}

export function createGroupsCache({ cluster = async (texts) => clusterAnswers(texts), questions = 32 }: GroupsCacheOptions = {}): GroupsCache {
  const kept = new Map<string, { digest: string; clustering: Promise<Clustering> }>();

  function clustering(questionId: string, texts: AnswerTexts): Promise<Clustering> {
    const digest = digestOf(texts);
    let entry = kept.get(questionId);
    kept.delete(questionId);
    if (!entry || entry.digest !== digest) {
      const made = { digest, clustering: cluster(texts) };
      // A failed clustering is not kept: the next request tries again.
      made.clustering.catch(() => {
        if (kept.get(questionId) === made) kept.delete(questionId);
      });
      entry = made;
    }
    // Most recently asked last: the first key is the one to drop.
    kept.set(questionId, entry);
    while (kept.size > questions) kept.delete(kept.keys().next().value!);
    return entry.clustering;
  }

  return {
    async groups(questionId, responses) {
      const texts = answerTexts(responses);
      return assembleGroups(responses, texts, await clustering(questionId, texts));
    },
    async prepare(questionId, responses) {
      await clustering(questionId, answerTexts(responses));
    },
  };
}
