import { data } from "react-router";
import { NotFound } from "~/components/layout/not-found";

/** Every unknown URL: status 404, the not-found page in the URL's language. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function CatchAll() {
  return <NotFound />;
}

export function ErrorBoundary() {
  return <NotFound />;
}
