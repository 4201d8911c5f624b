import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { alertFrequencies, userRoles, type AlertFrequency, type UserRole } from "../../lib/accounts";
import type { Theme } from "../../lib/cookies";
import type { Lang } from "../../lib/routes";
import { oneOf } from "./sql";

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * better-auth's tables (user, session, account, verification, rateLimit),
 * named as its drizzle adapter expects, with the site's preferences on user.
 * Sessions live here rather than in memory so that any instance can read them.
 */
export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    createdAt: stamp("created_at").notNull().defaultNow(),
    updatedAt: stamp("updated_at").notNull().defaultNow(),
    role: text("role").$type<UserRole>().notNull().default("user"),
    lang: text("lang").$type<Lang>().notNull().default("en"),
    theme: text("theme").$type<Theme>().notNull().default("system"),
    alertFrequency: text("alert_frequency").$type<AlertFrequency>().notNull().default("daily"),
    /** A second factor is set up (an authenticator app or a passkey): a password alone no longer signs in (ADR 0305). */
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  },
  () => [
    check("user_role_check", oneOf("role", userRoles)),
    check("user_lang_check", sql`lang IN ('en', 'es')`),
    check("user_theme_check", sql`theme IN ('light', 'dark', 'system')`),
    check("user_alert_frequency_check", oneOf("alert_frequency", alertFrequencies)),
  ],
);

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: stamp("expires_at").notNull(),
    token: text("token").notNull().unique(),
    createdAt: stamp("created_at").notNull().defaultNow(),
    updatedAt: stamp("updated_at").notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: stamp("access_token_expires_at"),
    refreshTokenExpiresAt: stamp("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    createdAt: stamp("created_at").notNull().defaultNow(),
    updatedAt: stamp("updated_at").notNull().defaultNow(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: stamp("expires_at").notNull(),
    createdAt: stamp("created_at").notNull().defaultNow(),
    updatedAt: stamp("updated_at").notNull().defaultNow(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/** better-auth's per-IP limits on its endpoints (rateLimit.storage "database"). */
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/**
 * An account's authenticator app (better-auth's two-factor plugin): the TOTP secret, encrypted with a
 * key derived from the auth secret, and the recovery codes, each kept only as an HMAC (ADR 0305).
 * `verified` is false between setting it up and the first code.
 */
export const twoFactor = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    verified: boolean("verified").notNull().default(true),
    // The plugin's own lock-out is off (ADR 0304's rules apply instead); it still writes these.
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: stamp("locked_until"),
  },
  (t) => [uniqueIndex("two_factor_user_id_idx").on(t.userId)],
);

/** An account's passkeys (WebAuthn credentials), each named for its device by the owner. */
export const passkey = pgTable(
  "passkey",
  {
    id: text("id").primaryKey(),
    name: text("name"),
    publicKey: text("public_key").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    credentialID: text("credential_id").notNull(),
    counter: integer("counter").notNull(),
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull(),
    transports: text("transports"),
    createdAt: stamp("created_at").defaultNow(),
    aaguid: text("aaguid"),
  },
  (t) => [index("passkey_user_id_idx").on(t.userId), uniqueIndex("passkey_credential_id_idx").on(t.credentialID)],
);

/**
 * Each account's budget of wrong second-step codes, whatever address they come from (ADR 0306):
 * `wrong` codes and those being `checking` in the window that ends at `windowEndsAt`; past the
 * budget, codes are refused until `lockedUntil`, for longer after each of `lockouts` in a row.
 * In PostgreSQL so that every instance counts against the same budget.
 */
export const secondFactorLimits = pgTable("second_factor_limits", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  wrong: integer("wrong").notNull().default(0),
  checking: integer("checking").notNull().default(0),
  windowEndsAt: stamp("window_ends_at").notNull(),
  lockedUntil: stamp("locked_until"),
  lockouts: integer("lockouts").notNull().default(0),
});

export type UserRow = typeof user.$inferSelect;
