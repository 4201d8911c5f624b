import type { SearchKind } from "~/lib/listing-terms";

/** The agent's dashboard at the top of her area (issue 55, item 7), in English. Its shape is the type the Spanish file must match. */
export const dashboardEn = {
  nav: "Dashboard",
  title: "Dashboard",
  description: "Where your leads come from, how fast you answer them and what buyers are after.",
  figures: {
    label: "This week in numbers",
    week: "New leads this week",
    weekSince: "Since Monday, {date}",
    month: "New leads this month",
    tasks: "Tasks due today",
    overdue: "overdue: {count}",
    firstReply: "Time to your first reply",
    firstContact: "Time to first contact",
    median: "Median, leads of the last 30 days",
    none: "No answers yet",
  },
  perDay: {
    title: "New leads per day, last 30 days",
    summary: { zero: "No new leads in the last 30 days.", one: "{count} new lead in the last 30 days.", other: "{count} new leads in the last 30 days, most on {day} ({most})." },
    from: "{first} to {last}",
  },
  stages: {
    title: "Leads by stage",
    description: "Every lead in your pipeline. Tap a stage to see its leads.",
  },
  sources: {
    title: "Where new leads came from",
    column: "Source",
    week: "This week",
    month: "This month",
    unknown: "Before sources were kept",
    empty: "No new leads this month yet.",
  },
  forms: { title: "New leads by form", column: "Form" },
  listings: {
    title: "Your listings buyers look at",
    description: "Views and leads in the last 30 days; favorites as they stand today.",
    views: { one: "{count} view", other: "{count} views" },
    favorites: { one: "{count} favorite", other: "{count} favorites" },
    leads: { one: "{count} lead", other: "{count} leads" },
    empty: "No views, favorites or leads on your listings in the last 30 days.",
  },
  searches: {
    title: "What buyers search",
    description: { zero: "No buyer has saved a search yet.", one: "From {count} saved search.", other: "From the {count} newest saved searches." },
    city: "By city",
    price: "By price",
    kind: "By kind",
    anyCity: "Any city",
    bands: { "under-300k": "Under $300K", "300k-500k": "$300K to $500K", "500k-plus": "$500K and up", rent: "Rentals (monthly rent)", any: "Any price" },
    kinds: { buy: "Buy", rent: "Rent", commercial: "Commercial", any: "Any kind" } satisfies Record<SearchKind | "any", string>,
  },
  duration: { minutes: "{minutes} min", hours: "{hours} h {minutes} min", days: { one: "{count} day", other: "{count} days" } },
  backupTitle: "Backups",
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type DashboardText = Widen<typeof dashboardEn>;
