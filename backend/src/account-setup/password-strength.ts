/**
 * The strength check of a subscription password (docs/product/routes.md#account-setup): zxcvbn-ts
 * estimates how many guesses it would take, with the common and English dictionaries, and explains
 * a weak password in its own words. The account's email is a hint it also guesses from.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';
import {
  SUBSCRIPTION_PASSWORD_MESSAGES,
  SUBSCRIPTION_PASSWORD_RULES,
  weakPasswordMessage,
} from '@northvault/contracts/sandbox';

// Built once: loading the dictionaries is the expensive part.
const estimator = new ZxcvbnFactory({
  dictionary: { ...commonDictionary, ...englishDictionary },
  graphs: adjacencyGraphs,
  translations,
});

/** Why the password is refused, or null when it may be used. */
export function passwordProblem(password: string, userInputs: readonly string[]): string | null {
  if (password.length < SUBSCRIPTION_PASSWORD_RULES.minLength) return SUBSCRIPTION_PASSWORD_MESSAGES.tooShort;
  const { score, feedback } = estimator.check(password, [...userInputs]);
  if (score >= SUBSCRIPTION_PASSWORD_RULES.minScore) return null;
  return weakPasswordMessage(feedback.warning, feedback.suggestions);
}
