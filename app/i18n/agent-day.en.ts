/**
 * The agent's day on her phone, in English (issue 54): her area's menu, the overview above her leads,
 * the folded filters and the people behind several leads. Its shape is the type the Spanish file must match.
 */
export const agentDayEn = {
  menu: { open: "Menu", current: "You are in: {section}" },
  filters: { button: "Filters", active: { one: "{count} on", other: "{count} on" } },
  overview: {
    label: "Today at a glance",
    newLeads: "New leads",
    due: "Due today",
    overdue: "{count} overdue",
    showings: "Next showings",
    noShowings: "None coming up",
    showingOn: "{date} · {name}",
    openHouse: "Open house: {address}",
    views: "Listing views, 7 days",
  },
  person: {
    title: "Same person",
    description: "Other requests from this person: same e-mail or phone, or joined by you. Their timeline below shows them all.",
    shared: { email: "Same e-mail", phone: "Same phone", merged: "Joined by you" },
    open: "Open request from {date}",
    timelineFrom: "From the request of {date}",
    merge: "Same person as another lead",
    mergeHint: "Paste the address of the other lead's page, or its code from the address bar.",
    mergeField: "Other lead",
    mergeButton: "Join as one person",
    unmerge: "Not the same person",
    keptApart: "You said these are someone else:",
    rejoin: "Same person after all",
    badge: { one: "{count} more request", other: "{count} more requests" },
    toasts: { joined: "Joined: one person, one timeline", separated: "Kept apart: no longer shown as this person" },
    errors: { notFound: "No lead has that address. Copy it from the other lead's page.", self: "That is this same lead.", already: "These leads are already one person." },
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type AgentDayText = Widen<typeof agentDayEn>;
