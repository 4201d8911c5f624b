import { data, redirect } from "react-router";
import { agentContext } from "~/features/agent/agents.server";
import { ProfileForm } from "~/features/agent-profile/components/profile-form";
import { agentPhotoUrl, agentPhotoView } from "~/features/agent-profile/photo.server";
import { profileHistory, saveProfile, type PhotoChange } from "~/features/agent-profile/profile-editor.server";
import { profileFormValues, readProfileForm, type ProfileAnswer } from "~/features/agent-profile/profile-form";
import { photoLimits } from "~/features/listings/photos";
import { profileEditorTexts } from "~/i18n/profile-editor";
import { langFromPath } from "~/lib/routes";
import { agentProfilePath } from "~/lib/agent-routes";
import { getDb } from "~/server/db.server";
import { flashCookie } from "~/server/http/flash.server";
import { readUpload } from "~/server/http/upload.server";
import { profileOf, siteState } from "~/server/site-identity.server";
import { getStorage } from "~/server/storage/index.server";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex, nofollow" }];

const uploadLimits = { maxBytes: photoLimits.fileBytes + 256 * 1024, fileFields: ["photo"], files: 1, fileBytes: photoLimits.fileBytes } as const;

export async function loader({ url }: Route.LoaderArgs) {
  const lang = langFromPath(url.pathname);
  const state = await siteState();
  const [photo, history] = await Promise.all([agentPhotoView(state.photo), profileHistory(getDb())]);
  return {
    title: profileEditorTexts[lang].title,
    values: profileFormValues(profileOf(state.site), state.mailLang),
    photo: photo?.kind === "file" ? agentPhotoUrl(photo.version, 160, "jpg") : photo?.kind === "url" ? photo.src : null,
    history: history.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const lang = langFromPath(url.pathname);
  const agent = context.get(agentContext);
  const read = await readUpload(request, uploadLimits);
  if (!read.ok) throw data(null, { status: read.status });
  try {
    const sent = readProfileForm(read.fields);
    const file = read.files[0];
    const photoError = read.overflow || file?.truncated ? "tooBig" : undefined;
    if (!sent.ok || photoError) {
      const errors = { ...(sent.ok ? {} : sent.errors), ...(photoError ? { photo: photoError } : {}) };
      return data<ProfileAnswer>({ form: "profile", errors, values: sent.values, photoDropped: Boolean(file && file.size > 0) }, { status: 422 });
    }
    const photo: PhotoChange = read.fields.get("removePhoto") === "on" ? { kind: "remove" } : file && file.size > 0 ? { kind: "upload", file: file.path } : { kind: "keep" };
    const saved = await saveProfile(getDb(), getStorage(), { profile: sent.profile, mailLang: sent.mailLang, photo, authorId: agent?.id ?? null });
    if (!saved.ok) return data<ProfileAnswer>({ form: "profile", errors: { photo: saved.code }, values: sent.values, photoDropped: true }, { status: 422 });
    return redirect(agentProfilePath[lang], { status: 303, headers: { "Set-Cookie": flashCookie("profile-saved") } });
  } finally {
    await read.dispose();
  }
}

export default function AgentProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  return <ProfileForm {...loaderData} answer={actionData} />;
}
