/**
 * Answers handed to many callers as one object (a page that viewers who see it alike share): written out as JSON the
 * first time one is sent, and that text sent again for as long as the object lives. A marked object must not change.
 */
const writtenAnswers = new WeakMap<object, string | null>();

export function markSharedAnswer<T extends object>(answer: T): T {
  writtenAnswers.set(answer, null);
  return answer;
}

/** `JSON.stringify(value)`, done once per shared answer. */
export function writeJson(value: unknown): string {
  if (typeof value !== 'object' || value === null || !writtenAnswers.has(value)) return JSON.stringify(value);
  let text = writtenAnswers.get(value);
  if (text == null) {
    text = JSON.stringify(value);
    writtenAnswers.set(value, text);
  }
  return text;
}
