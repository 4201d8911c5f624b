export * from "./schema/listings";
export * from "./schema/auth";
export * from "./schema/account-data";
export * from "./schema/mail";
export * from "./schema/leads";
export * from "./schema/vitals";
export * from "./schema/agent-listings";
export * from "./schema/mls";
