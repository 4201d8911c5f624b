import type { WeeklyHours } from "~/lib/showings";

// What the showings' server half hands their components: plain types, so client code reads them without a server module.

export interface ShowingSetup {
  readonly hours: WeeklyHours;
  readonly lengthMinutes: number;
  readonly hasFeed: boolean;
}
