/** `promise`, or a rejection with `error()` when it hasn't settled within `ms`. Its own later failure is then ignored. */
export function withinMs<T>(promise: PromiseLike<T>, ms: number, error: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(error()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (reason: unknown) => {
        clearTimeout(timer);
        reject(reason);
      },
    );
  });
}
