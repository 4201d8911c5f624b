import BellRing from "lucide-react/icons/bell-ring";
import { useEffect, useState } from "react";
import { useFetcher, useNavigation } from "react-router";
import { Form } from "~/components/ui/link";
import { Button } from "~/components/ui/button";
import { fmt, useLang } from "~/i18n";
import { formatDate } from "~/lib/dates";
import { useHydrated } from "~/lib/use-hydrated";
import { currentSubscription, pushSupport, subscribe, type PushSupport } from "./push-subscribe";
import { useLeadWorkText } from "./texts";

interface DeviceRow {
  readonly id: string;
  readonly device: string;
  readonly endpoint: string;
  readonly createdAt: string | Date;
}

type State = "loading" | PushSupport | "failed" | "dismissed" | "refused" | "refusedService";

/** After these the agent may try again: the browser can subscribe, the last try just didn't. */
const retryable = new Set<State>(["ready", "failed", "dismissed", "refused", "refusedService"]);

/**
 * "Notify me on this device", its test, and the agent's devices with remove.
 * Subscribing needs script (the page says so until it runs); the test and
 * the removals are plain forms.
 */
export function PushPanel({ devices, vapidPublicKey }: { devices: readonly DeviceRow[]; vapidPublicKey: string }) {
  const t = useLeadWorkText();
  const lang = useLang();
  const busy = useNavigation().state === "submitting";
  const saver = useFetcher();
  const hydrated = useHydrated();
  // What a click found out (refused, failed); before any, what the browser says.
  const [outcome, setOutcome] = useState<State | null>(null);
  // The server kept nothing it refused (a subscription it can't send to): the panel says so, and why when the push service is one it never sends to.
  const answer = saver.state === "idle" ? (saver.data as { saved?: unknown; refused?: unknown } | null | undefined) : undefined;
  const refused = answer !== undefined && answer?.saved !== true;
  const state: State = !hydrated ? "loading" : refused ? (answer?.refused === "service" ? "refusedService" : "refused") : (outcome ?? pushSupport());
  const [endpoint, setEndpoint] = useState<string | null>(null);
  useEffect(() => {
    void currentSubscription().then((subscription) => setEndpoint(subscription?.endpoint ?? null));
  }, []);
  const thisDevice = devices.find((device) => device.endpoint === endpoint);
  const enable = async () => {
    const result = await subscribe(vapidPublicKey);
    // Blocked for good, or the prompt just closed without an answer.
    if (result === "denied") return setOutcome(pushSupport() === "denied" ? "denied" : "dismissed");
    if (result === "failed") return setOutcome("failed");
    setOutcome(null);
    setEndpoint(result.endpoint);
    void saver.submit({ intent: "push-subscribe", ...result }, { method: "post" });
  };
  const message =
    state === "loading" ? t.push.needsScript : state === "ready" ? null : t.push[state];
  return (
    <section aria-labelledby="push-title" className="space-y-4 rounded-2xl border bg-card p-4 text-card-foreground md:p-6" id="push" data-testid="push-panel" data-state={state}>
      <div className="space-y-1">
        <h2 id="push-title" className="text-2xl font-semibold">
          {t.push.title}
        </h2>
        <p className="text-muted-foreground">{t.push.intro}</p>
      </div>
      {thisDevice ? (
        <p className="font-semibold" role="status" data-testid="push-enabled">
          {t.push.enabled}
        </p>
      ) : (
        <Button type="button" onClick={() => void enable()} disabled={!retryable.has(state) || saver.state !== "idle"} data-testid="push-enable">
          <BellRing aria-hidden />
          {t.push.enable}
        </Button>
      )}
      {message ? (
        <p role={state === "loading" ? undefined : "alert"} className="text-sm text-muted-foreground" data-testid="push-message">
          {message}
        </p>
      ) : null}
      <h3 className="text-lg font-semibold">{t.push.devices}</h3>
      {devices.length ? (
        <>
          <ul className="divide-y rounded-xl border" data-testid="push-devices">
            {devices.map((device) => (
              <li key={device.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <div>
                  <p className="font-semibold">
                    {device.device}
                    {device.id === thisDevice?.id ? ` (${t.push.thisDevice})` : ""}
                  </p>
                  <p className="text-sm text-muted-foreground">{fmt(t.push.added, { date: formatDate(lang, new Date(device.createdAt), "medium") })}</p>
                </div>
                <Form method="post">
                  <input type="hidden" name="intent" value="push-remove" />
                  <input type="hidden" name="id" value={device.id} />
                  <Button
                    type="submit"
                    variant="outline"
                    disabled={busy}
                    aria-label={fmt(t.push.removeDevice, { device: device.device })}
                    onClick={() => {
                      // This browser's own subscription goes with its row, so it stops receiving at once.
                      if (device.id === thisDevice?.id) void currentSubscription().then((subscription) => subscription?.unsubscribe());
                    }}
                  >
                    {t.push.remove}
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
          <Form method="post">
            <input type="hidden" name="intent" value="push-test" />
            <Button type="submit" variant="outline" disabled={busy} data-testid="push-test">
              {t.push.test}
            </Button>
          </Form>
        </>
      ) : (
        <p className="text-muted-foreground">{t.push.noDevices}</p>
      )}
    </section>
  );
}
