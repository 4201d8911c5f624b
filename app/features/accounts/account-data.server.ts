import { eq } from "drizzle-orm";
import { savedSearches, user } from "~/db/schema";
import type { AlertFrequency } from "~/lib/accounts";
import type { Theme } from "~/lib/cookies";
import type { Lang } from "~/lib/routes";
import { forgetSignInFailures } from "~/server/auth/sign-in-throttle.server";
import type { Database } from "~/server/db/connect.server";

export interface Preferences {
  readonly lang: Lang;
  readonly theme: Theme;
  readonly alertFrequency: AlertFrequency;
}

/**
 * Saves the preferences. A new alert frequency applies to every saved search
 * as well: it is the account-wide setting, which each search can then vary.
 */
export async function updatePreferences(db: Database, userId: string, preferences: Preferences, previous: AlertFrequency): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(user).set({ ...preferences, updatedAt: new Date() }).where(eq(user.id, userId));
    if (preferences.alertFrequency !== previous) {
      await tx.update(savedSearches).set({ frequency: preferences.alertFrequency, updatedAt: new Date() }).where(eq(savedSearches.userId, userId));
    }
  });
}

/**
 * Deletes the account and the personal data hanging off it: sessions,
 * credentials, favorites and saved searches go with the user row by cascade;
 * its sign-in failure counts are dropped too.
 */
export async function deleteAccount(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(user).where(eq(user.id, userId)).returning({ email: user.email });
    if (row) await forgetSignInFailures(tx, row.email);
  });
}
