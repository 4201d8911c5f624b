import { authTexts, fmt } from "~/i18n";
import { plural } from "~/i18n/plural";
import { CODE_REQUIRED } from "~/lib/accounts";
import type { Lang } from "~/lib/routes";
import type { AuthFailure } from "./call.server";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, type PasswordProblem } from "./password-policy.server";
import { SECOND_STEP_THROTTLED } from "./second-factor-limit.server";
import { SIGN_IN_THROTTLED } from "./sign-in-throttle.server";

const problems = new Set<PasswordProblem>(["tooShort", "tooLong", "tooCommon", "containsEmail"]);

/** A wait in words, rounded up: seconds under a minute, minutes under two hours (a lock-out's 15, 30 or 60), then hours. */
export function waitText(lang: Lang, seconds: number): string {
  const t = authTexts[lang].errors;
  if (seconds < 60) return plural(lang, Math.max(1, Math.ceil(seconds)), t.seconds);
  if (seconds < 2 * 3600) return plural(lang, Math.ceil(seconds / 60), t.minutes);
  return plural(lang, Math.ceil(seconds / 3600), t.hours);
}

/** The visitor-facing text, in the page's language, for what the auth service answered. */
export function authErrorMessage(lang: Lang, error: AuthFailure): string {
  const t = authTexts[lang].errors;
  const weak = (reasons: PasswordProblem[]) =>
    fmt(t.weakPassword, {
      reasons: reasons.map((reason) => fmt(t[reason], { min: MIN_PASSWORD_LENGTH, max: MAX_PASSWORD_LENGTH })).join("; "),
    });
  if (error.status === 429) {
    const wait = waitText(lang, error.retryAfter ?? 60);
    const template =
      error.code === SIGN_IN_THROTTLED.account
        ? t.accountThrottled
        : error.code === SECOND_STEP_THROTTLED.account
          ? t.codesThrottled
          : error.code === SIGN_IN_THROTTLED.address || error.code === SECOND_STEP_THROTTLED.address
            ? t.addressThrottled
            : t.tooManyAttempts;
    return fmt(template, { wait });
  }
  switch (error.code) {
    case "INVALID_EMAIL_OR_PASSWORD":
    case "INVALID_PASSWORD":
    case "CREDENTIAL_ACCOUNT_NOT_FOUND":
    case "USER_NOT_FOUND":
      return t.invalidCredentials;
    case "EMAIL_NOT_VERIFIED":
      return t.emailNotVerified;
    case "INVALID_EMAIL":
      return t.invalidEmail;
    case "WEAK_PASSWORD":
      return weak((error.message ?? "").split(",").filter((reason): reason is PasswordProblem => problems.has(reason as PasswordProblem)));
    case "PASSWORD_TOO_SHORT":
      return weak(["tooShort"]);
    case "PASSWORD_TOO_LONG":
      return weak(["tooLong"]);
    case "INVALID_TOKEN":
    case "TOKEN_EXPIRED":
      return t.invalidToken;
    case "INVALID_ORIGIN":
    case "MISSING_OR_NULL_ORIGIN":
    case "CROSS_SITE_NAVIGATION_LOGIN_BLOCKED":
      return t.origin;
    case "VALIDATION_ERROR":
      return t.invalidEmail;
    case "INVALID_CODE":
    case "INVALID_TOTP":
      return t.invalidCode;
    case "CODE_ALREADY_USED":
      return t.codeUsed;
    case CODE_REQUIRED:
      return t.codeRequired;
    case "INVALID_BACKUP_CODE":
      return t.invalidRecoveryCode;
    case "INVALID_TWO_FACTOR_COOKIE":
    case "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE":
      return t.challengeExpired;
    default:
      return error.status >= 500 ? t.unavailable : t.generic;
  }
}
