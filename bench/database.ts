import { randomBytes } from "node:crypto";
import postgres from "postgres";

/** A new, empty database with a random name on a throwaway cluster: its URL. */
export async function scratchDatabaseUrl(clusterUrl: string): Promise<string> {
  const name = `bench_${randomBytes(4).toString("hex")}`;
  const admin = postgres(clusterUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
