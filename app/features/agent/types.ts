import type { BackupLine } from "~/server/backup/types";
import type { LeadStatus, LeadType, TaskKind } from "~/lib/leads";
import type { Lang } from "~/lib/routes";
import type { ReportWindow, VitalName, VitalTemplate } from "~/lib/vitals";
import type { LeadSearchFilters } from "~/features/saved-searches/lead-search";
import type { BuyerSearches } from "./buyer-searches";

// What the agent area's server half hands its components: plain types, so client code reads them without a server module.

export interface DueTask {
  readonly id: string;
  readonly kind: TaskKind;
  readonly note: string;
  readonly dueOn: string;
  readonly dueTime: string | null;
  readonly leadId: string;
  readonly name: string;
  readonly type: LeadType;
  readonly lang: Lang;
}

/** A coming showing: a visitor's request for a day (its first choice), or an open house of one of her listings. */
export type NextShowing =
  | { readonly kind: "request"; readonly leadId: string; readonly name: string; readonly day: string }
  | { readonly kind: "openHouse"; readonly listingKey: string; readonly address: string; readonly startsAt: Date };

export interface AgentOverview {
  readonly newLeads: number;
  /** Open tasks due today and before today, on leads still in the pipeline (ADR 0427). */
  readonly dueToday: number;
  readonly overdue: number;
  readonly showings: readonly NextShowing[];
  /** Property page views of her own listings over the last 7 Valley days, today included. */
  readonly viewsThisWeek: number;
}

export interface VitalStats {
  /** Page views measured (one per metric instance, its last report). */
  readonly count: number;
  /** The 75th percentile, or null without a measurement. */
  readonly p75: number | null;
  readonly good: number;
  readonly needsImprovement: number;
  readonly poor: number;
}

export interface VitalsRow {
  readonly name: VitalName;
  /** Undefined on the row for all pages together. */
  readonly template?: VitalTemplate;
  readonly windows: Record<ReportWindow, VitalStats>;
}

/** A lead's search on the lead's page: its filters for the edit form, and in words in the agent's language. */
export interface LeadSearchRow {
  readonly id: string;
  readonly name: string;
  readonly query: string;
  readonly description: string;
  readonly filters: LeadSearchFilters;
  readonly frequency: "instant" | "daily" | "off";
  readonly lastSentAt: string | null;
  readonly unsubscribedAt: string | null;
}

/** The lead page's panel: why nothing can be sent, or the lead's searches and a new one's suggested filters and where they came from. */
export type LeadSearchPanelData =
  | { readonly offered: false; readonly reason: "consent" | "email" | "held"; readonly searches: readonly LeadSearchRow[] }
  | {
      readonly offered: true;
      readonly searches: readonly LeadSearchRow[];
      readonly seed: LeadSearchFilters & { readonly name: string; readonly from: "listing" | "favorites" | "none" };
      readonly max: number;
    };

/** New leads in this week and this month by one of their columns. */
export interface WindowCount<K> {
  readonly key: K;
  readonly week: number;
  readonly month: number;
}

export interface ListingInterest {
  readonly listingKey: string;
  readonly address: string;
  readonly views: number;
  readonly favorites: number;
  readonly leads: number;
}

export interface AgentDashboard {
  readonly today: string;
  /** The Valley days this week (from Monday) and this month start on. */
  readonly weekStart: string;
  readonly monthStart: string;
  readonly totals: { readonly week: number; readonly month: number };
  /** The first visit's channel; null for leads sent before sources were kept. */
  readonly bySource: readonly WindowCount<string | null>[];
  readonly byForm: readonly WindowCount<LeadType>[];
  /** New leads on each of the last DASHBOARD_DAYS Valley days, oldest first, days without any at 0. */
  readonly perDay: readonly { readonly day: string; readonly count: number }[];
  readonly response: ResponseMedians;
  readonly stages: readonly { readonly status: LeadStatus; readonly count: number }[];
  readonly tasks: { readonly dueToday: number; readonly overdue: number };
  readonly listings: readonly ListingInterest[];
  readonly searches: BuyerSearches;
  readonly backup: BackupLine;
}

/** A listing as the lead's activity names it: its address and page, or null when it has left the site. */
export interface ActivityListing {
  readonly key: string;
  readonly text: string | null;
  readonly href: string | null;
}

export interface LeadActivity {
  readonly email: string;
  readonly favorites: readonly ActivityListing[];
  readonly searches: ReadonlyArray<{ readonly name: string; readonly href: string }>;
  readonly viewed: readonly ActivityListing[];
}

/** Median minutes from a lead's arrival to her first reply of her own, and to her first contact of any kind; null when no lead of the window has one. */
export interface ResponseMedians {
  readonly firstReply: number | null;
  readonly firstContact: number | null;
}
