import commonList from "./common-passwords.txt?raw";

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 128;

export type PasswordProblem = "tooShort" | "tooLong" | "tooCommon" | "containsEmail";

const common = new Set(
  commonList
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#")),
);

/**
 * Why a password is refused, all reasons at once so that the visitor fixes
 * them in one go: NIST SP 800-63B asks for a minimum length and a check
 * against known-compromised values rather than composition rules.
 */
export function passwordProblems(password: string, email?: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) problems.push("tooShort");
  if (length > MAX_PASSWORD_LENGTH) problems.push("tooLong");
  const lower = password.toLowerCase();
  // A common password with digits or a "!" tacked on is still guessed early.
  const stem = lower.replace(/[\d!.?*_-]+$/, "");
  if (common.has(lower) || (stem.length >= 6 && common.has(stem))) problems.push("tooCommon");
  const local = email?.split("@")[0]?.toLowerCase();
  if (local && local.length >= 4 && lower.includes(local)) problems.push("containsEmail");
  return problems;
}
