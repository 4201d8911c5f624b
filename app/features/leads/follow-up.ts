import type { LeadType } from "~/lib/leads";

/** Days after the request the follow-up is suggested (ADR 0410): someone asking to see a house is called the same day. */
const suggestedDelay: Record<LeadType, number> = { showing: 0, question: 0, valuation: 1, contact: 1, staging: 2 };

/** The day after `day` plus `days` (calendar days; "2026-12-31" + 1 is "2027-01-01"). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The follow-up day a new lead starts with, from the Valley day it arrived. */
export function suggestedFollowUp(type: LeadType, arrivedOn: string): string {
  return addDays(arrivedOn, suggestedDelay[type]);
}

/** Where a follow-up day stands on the Valley's `today`. */
export function followUpState(day: string, today: string): "overdue" | "today" | "upcoming" {
  return day < today ? "overdue" : day === today ? "today" : "upcoming";
}
