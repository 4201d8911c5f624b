import { data, redirect } from "react-router";
import { z } from "zod";
import { PushPanel } from "~/features/agent/components/push-panel";
import { ReplyTemplatesEditor } from "~/features/agent/components/reply-templates-editor";
import { useLeadWorkText } from "~/features/agent/components/texts";
import { agentContext } from "~/features/agent/agents.server";
import { endpointRefusal, listDevices, removeDevice, saveDevice, sendTestPush, subscriptionSchema } from "~/features/agent/push-devices.server";
import { replyLimits } from "~/features/agent/replies";
import { replyTemplatesFor, resetReplyTemplate, saveReplyTemplate } from "~/features/agent/replies.server";
import { InstantReplySettings } from "~/features/instant-reply/components/instant-reply-settings";
import { instantForms, instantTemplateFor, resetInstantTemplate, saveInstantForms, saveInstantTemplate, type InstantForms } from "~/features/instant-reply/instant-reply.server";
import { leadWorkTexts } from "~/i18n/lead-work";
import { leadTypes, replyTemplateKeys, type LeadType } from "~/lib/leads";
import { langFromPath, langs } from "~/lib/routes";
import { agentSettingsPath } from "~/lib/agent-routes";
import { getDb } from "~/server/db.server";
import { flashCookie } from "~/server/http/flash.server";
import { undoCookie } from "~/server/undo.server";
import { readSmallForm } from "~/server/http/body.server";
import { vapidKeys } from "~/server/push/keys.server";
import { siteState } from "~/server/site-identity.server";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex, nofollow" }];

const template = { key: z.enum(replyTemplateKeys), lang: z.enum(langs) };
const templateText = {
  subject: z.string().transform((value) => value.replace(/[\r\n\t]+/g, " ")).pipe(z.string().trim().min(1, "required").max(replyLimits.subject, "tooLong")),
  body: z.string().trim().min(1, "required").max(replyLimits.body, "tooLong"),
};
// A checkbox left unticked is not sent: each form is on only when its box came with the post.
const ticked = z.literal("on").optional();
const instantFormFields = Object.fromEntries(leadTypes.map((type) => [type, ticked])) as Record<LeadType, typeof ticked>;
const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("template-save"), ...template, ...templateText }),
  z.object({ intent: z.literal("template-reset"), ...template }),
  z.object({ intent: z.literal("instant-forms"), ...instantFormFields }),
  z.object({ intent: z.literal("instant-template-save"), lang: template.lang, ...templateText }),
  z.object({ intent: z.literal("instant-template-reset"), lang: template.lang }),
  z.object({ intent: z.literal("push-subscribe"), ...subscriptionSchema.shape }),
  z.object({ intent: z.literal("push-test") }),
  z.object({ intent: z.literal("push-remove"), id: z.string() }),
]);

export async function loader({ url, context }: Route.LoaderArgs) {
  const db = getDb();
  const lang = langFromPath(url.pathname);
  const agent = context.get(agentContext);
  const [en, es, devices, instantOn, instantEn, instantEs] = await Promise.all([
    replyTemplatesFor(db, "en"),
    replyTemplatesFor(db, "es"),
    agent ? listDevices(db, agent.id) : [],
    instantForms(db),
    instantTemplateFor(db, "en"),
    instantTemplateFor(db, "es"),
  ]);
  return {
    title: leadWorkTexts[lang].nav,
    templates: { en, es },
    instant: { forms: instantOn, templates: { en: instantEn, es: instantEs } },
    devices: devices.map(({ id, device, endpoint, createdAt }) => ({ id, device, endpoint, createdAt })),
    vapidPublicKey: vapidKeys().publicKey,
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const db = getDb();
  const lang = langFromPath(url.pathname);
  const agent = context.get(agentContext);
  if (!agent) throw data(null, { status: 403 });
  const form = Object.fromEntries(await readSmallForm(request));
  const parsed = actionSchema.safeParse(form);
  if (!parsed.success) {
    const errors = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? "form"), issue.message === "tooLong" ? "tooLong" : "required"]));
    const values = Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
    const name =
      form.intent === "template-save" ? `template-${String(form.key)}-${String(form.lang)}` : form.intent === "instant-template-save" ? `instant-template-${String(form.lang)}` : String(form.intent ?? "settings");
    return data({ form: name, errors, values }, { status: 422 });
  }
  const back = (flash: Parameters<typeof flashCookie>[0], hash: string) =>
    redirect(`${agentSettingsPath[lang]}${hash}`, { status: 303, headers: { "Set-Cookie": flashCookie(flash) } });
  const input = parsed.data;
  switch (input.intent) {
    case "template-save":
      await saveReplyTemplate(db, input.key, input.lang, { subject: input.subject, body: input.body });
      return back("reply-template-saved", `#template-${input.key}-${input.lang}`);
    case "template-reset": {
      // Her own text comes back with the Undo the page offers (ADR 0420); with none, there was nothing to lose.
      const pending = await resetReplyTemplate(db, input.key, input.lang, agent.id);
      if (pending === null) return back("reply-template-reset", `#template-${input.key}-${input.lang}`);
      return redirect(`${agentSettingsPath[lang]}#template-${input.key}-${input.lang}`, { status: 303, headers: { "Set-Cookie": undoCookie(pending) } });
    }
    case "instant-forms":
      await saveInstantForms(db, Object.fromEntries(leadTypes.map((type) => [type, input[type] === "on"])) as InstantForms);
      return back("instant-forms-saved", "#instant-reply-settings");
    case "instant-template-save":
      await saveInstantTemplate(db, input.lang, { subject: input.subject, body: input.body });
      return back("reply-template-saved", `#instant-template-${input.lang}`);
    case "instant-template-reset": {
      const pending = await resetInstantTemplate(db, input.lang, agent.id);
      if (pending === null) return back("reply-template-reset", `#instant-template-${input.lang}`);
      return redirect(`${agentSettingsPath[lang]}#instant-template-${input.lang}`, { status: 303, headers: { "Set-Cookie": undoCookie(pending) } });
    }
    case "push-subscribe": {
      const { endpoint, p256dh, auth } = input;
      // Kept, it would be sent to with every lead: refused now, the panel can say why.
      if (endpointRefusal(endpoint)) return data({ form: "push-subscribe", saved: false, refused: "service" }, { status: 422 });
      await saveDevice(db, agent.id, { endpoint, p256dh, auth }, request.headers.get("user-agent") ?? "");
      return { form: "push-subscribe", saved: true };
    }
    case "push-test":
      await sendTestPush(db, agent.id, (await siteState(db)).mailLang);
      return back("push-test-sent", "#push");
    case "push-remove":
      if (!(await removeDevice(db, agent.id, input.id))) throw data(null, { status: 404 });
      return back("push-device-removed", "#push");
  }
}

export default function AgentSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useLeadWorkText();
  const answer = actionData && "errors" in actionData ? actionData : undefined;
  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-bold tracking-tight">{t.nav}</h1>
      <PushPanel devices={loaderData.devices} vapidPublicKey={loaderData.vapidPublicKey} />
      <InstantReplySettings forms={loaderData.instant.forms} templates={loaderData.instant.templates} answer={answer} />
      <ReplyTemplatesEditor templates={loaderData.templates} answer={answer} />
    </div>
  );
}
