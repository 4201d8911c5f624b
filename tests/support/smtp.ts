import { SMTPServer } from "smtp-server";
import { freePort } from "./server";

export interface ReceivedMail {
  readonly from: string;
  readonly to: readonly string[];
  /** The whole message, quoted-printable soft breaks undone, so that links and texts can be matched. */
  readonly raw: string;
}

export interface TestSmtpServer {
  readonly url: string;
  readonly port: number;
  readonly messages: ReceivedMail[];
  /** Resolves with the first message (already received or still to come) that matches. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
  /** Listens again on the same port after stop(), as a mail server back from an outage does. */
  start(): Promise<void>;
}

/** Undoes quoted-printable: soft line breaks and =XX escapes (UTF-8). */
export function decodeQuotedPrintable(value: string): string {
  const joined = value.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === "=" ? joined.slice(i + 1, i + 3) : "";
    if (/^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** The first http(s) link in a mail that contains `part`. */
export function linkIn(mail: ReceivedMail, part: string): string | undefined {
  return mail.raw.match(/https?:\/\/[^\s"<>]+/g)?.find((link) => link.includes(part))?.replace(/&amp;/g, "&");
}

/** A real SMTP server on loopback that accepts every message, for tests that read what the app sent. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const port = await freePort();
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let server: SMTPServer | undefined;

  const listen = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: decodeQuotedPrintable(Buffer.concat(chunks).toString("utf8")),
          });
          for (const wake of waiters) wake();
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server?.once("error", reject);
      server?.listen(port, "127.0.0.1", () => resolve());
    });
  };
  await listen();

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitFor(match, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching mail within ${timeoutMs} ms; received ${messages.length}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    async stop() {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = undefined;
    },
    start: listen,
  };
}
