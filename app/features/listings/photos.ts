/**
 * What every listing photo is held to, whether the agent uploaded it or the
 * MLS feed brought it: size limits and the codes a refused file is given
 * (the editor's manager translates each).
 */

export const photoLimits = {
  /** Per file: a phone's full-size photo is 3 to 12 MB; twenty leaves room for a camera's. */
  fileBytes: 20 * 1024 * 1024,
  /** Per listing: more than any listing page shows. */
  perListing: 50,
  /** A whole form sent without script (several files at once); with script each file comes alone. */
  requestBytes: 200 * 1024 * 1024,
  /** Larger than any camera's frame (a 100 MP sensor); stops a small file that claims a huge canvas. */
  maxPixels: 120_000_000,
  /** The stored original's long edge: sharper than the largest variant (1920 px), far smaller than a camera's. */
  longEdge: 2560,
  /** A caption is alt text: a sentence, not a description. */
  caption: 200,
} as const;

/** Why a file was refused, or an action could not be done; the manager translates each. */
export const photoErrorCodes = ["notImage", "tooBig", "tooMany", "unreadableHeic", "tooManyPixels", "empty", "failed", "invalid", "tooLarge"] as const;
export type PhotoErrorCode = (typeof photoErrorCodes)[number];

/** The numbers the error texts name ({mb}, {max}, {megapixels}). */
export const photoErrorValues = { mb: photoLimits.fileBytes / 1024 / 1024, max: photoLimits.perListing, megapixels: photoLimits.maxPixels / 1_000_000 } as const;
