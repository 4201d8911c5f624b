import { addDays } from "~/lib/dates";
import type { LeadType } from "~/lib/leads";

/** Days after the request the follow-up is suggested (ADR 0410): someone asking to see a house is called the same day. */
const suggestedDelay: Record<LeadType, number> = { showing: 0, question: 0, valuation: 1, contact: 1, staging: 2 };

/** The follow-up day a new lead starts with, from the Valley day it arrived. */
export function suggestedFollowUp(type: LeadType, arrivedOn: string): string {
  return addDays(arrivedOn, suggestedDelay[type]);
}

/** Where a follow-up day stands on the Valley's `today`. */
export function followUpState(day: string, today: string): "overdue" | "today" | "upcoming" {
  return day < today ? "overdue" : day === today ? "today" : "upcoming";
}
