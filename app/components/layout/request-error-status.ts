/** The statuses that have a page of their own; any other error is the server-error page. */
export const requestErrorStatuses = [400, 405, 410, 413, 415, 503] as const;
export type RequestErrorStatus = (typeof requestErrorStatuses)[number];

export function isRequestErrorStatus(status: number): status is RequestErrorStatus {
  return (requestErrorStatuses as readonly number[]).includes(status);
}
