import { useEffect, useRef } from 'react';
import { useThrottledValue } from './throttled-value';

/** A live count is read out at most this often, however fast answers arrive (decision 190). */
export const LIVE_COUNT_ANNOUNCE_MS = 5000;

const SEPARATOR = '\u0000';

/**
 * A count that changes with each answer, said by the page's one live region at most every 5 s,
 * the latest value winning (decisions 190, 193). The count on screen changes at once and is
 * plain text. `topic` is what the count is about (the question on screen): its first value is
 * not said, since the page already says the new question.
 */
export function useCountAnnouncement(text: string, topic: string, announce: (text: string) => void): void {
  const said = useThrottledValue(`${topic}${SEPARATOR}${text}`, LIVE_COUNT_ANNOUNCE_MS);
  const firstOfTopic = useRef({ topic, text });
  useEffect(() => {
    if (firstOfTopic.current.topic !== topic) firstOfTopic.current = { topic, text };
  }, [topic, text]);
  const last = useRef(said);
  useEffect(() => {
    const before = last.current;
    last.current = said;
    if (said === before) return;
    const [topicBefore] = before.split(SEPARATOR);
    const [topicNow = '', textNow = ''] = said.split(SEPARATOR);
    const start = firstOfTopic.current;
    if (topicBefore !== topicNow && start.topic === topicNow && start.text === textNow) return;
    announce(textNow);
  }, [said, announce]);
}
