import { weakPasswordMessage } from '@rp/contracts';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';
import { badRequest } from '../../http/errors.js';

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

/** Refuses (400) a new password that is easy to guess, also from the account's own e-mail. */
export function assertStrongPassword(password: string, userInputs: string[] = []): void {
  const result = passwordEstimator().check(password, userInputs);
  if (result.score >= MIN_PASSWORD_SCORE) return;
  const advice = result.feedback.warning ?? result.feedback.suggestions[0] ?? DEFAULT_ADVICE;
  throw badRequest(weakPasswordMessage(advice));
}
