import { weakPasswordMessage } from '@rp/contracts';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';
import { badRequest } from '../../core/errors.js';

/**
 * zxcvbn's score 3 ("safely unguessable", about 10^10 guesses): what holds if the hashes ever leak,
 * where the log-in throttling no longer helps.
 */
export const MIN_PASSWORD_SCORE = 3;
const DEFAULT_ADVICE = 'Add more words that are less common.';

let estimator: ZxcvbnFactory | null = null;
/** Built on first use: the dictionaries are large and most requests never need them. */
function passwordEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    translations,
    graphs: adjacencyGraphs,
    dictionary: { ...commonDictionary, ...englishDictionary },
  });
  return estimator;
}

/** What is known of the person choosing a password: a password made of it is easy to guess for them. */
export interface TPasswordOwner {
  email: string;
  name?: string | null;
  teamName?: string | null;
}

/**
 * The words the estimator treats as known to an attacker: each text whole, without its separators,
 * and word by word (the e-mail's local part and domain too), so "jane.smith@…", "janesmith" and
 * "Smith" all count as the person's own.
 */
export function ownerWords(owner: TPasswordOwner): string[] {
  const texts = [owner.email, owner.name ?? '', owner.teamName ?? ''].map((t) => t.trim().toLowerCase());
  const words = new Set<string>();
  for (const text of texts.filter(Boolean)) {
    words.add(text);
    words.add(text.replace(/[^\p{L}\p{N}]+/gu, ''));
    for (const part of text.split(/[@]/)) words.add(part);
    for (const word of text.split(/[^\p{L}\p{N}]+/u)) if (word.length >= 3) words.add(word);
  }
  words.delete('');
  return [...words];
}

/** Refuses (400) a new password that is easy to guess, also one made of the person's e-mail, name or team. */
export function assertStrongPassword(password: string, owner: TPasswordOwner): void {
  const result = passwordEstimator().check(password, ownerWords(owner));
  if (result.score >= MIN_PASSWORD_SCORE) return;
  const advice = result.feedback.warning ?? result.feedback.suggestions[0] ?? DEFAULT_ADVICE;
  throw badRequest(weakPasswordMessage(advice));
}
