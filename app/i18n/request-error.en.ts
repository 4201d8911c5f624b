/**
 * The page for a request the site refused or can't serve for now (400, 405, 410, 413, 415, 503), in
 * English: bundled with that page (ADR 0010), whose code loads only when it is shown, rather than
 * with every page's texts.
 */
export const requestErrorEn = {
  400: { heading: "We couldn't read that request", message: "The address or the form that was sent isn't valid. Check it, or start again from the home page." },
  crossOrigin: { heading: "That request came from another site", message: "For your safety we only accept forms sent from this site. Go back and send it again from here." },
  405: { heading: "That can't be done here", message: "This address doesn't accept that kind of request." },
  410: { heading: "This page was taken down", message: "It is no longer on the site and won't be back. The blog has the other guides." },
  413: { heading: "That was too much to send at once", message: "The photos or files you attached are larger than we can take. Go back: what you typed is still there. Attach fewer or smaller photos and send again." },
  415: { heading: "We couldn't read that request", message: "What was sent isn't in a format this page accepts." },
  503: { heading: "We'll be right back", message: "The site can't reach its data for a moment. Please try again in a minute; nothing you sent before now is lost." },
  back: "Go back",
  home: "Home page",
};

export type RequestErrorText = typeof requestErrorEn;
