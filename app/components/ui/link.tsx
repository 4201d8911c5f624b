import type { ComponentProps } from "react";
// The one module that imports these three from React Router (eslint.config.js): every other one takes them from here.
// eslint-disable-next-line no-restricted-imports
import { Form as RouterForm, Link as RouterLink, NavLink as RouterNavLink } from "react-router";

/**
 * React Router's Link, NavLink and Form, which do not ask the server for
 * their route when they render (ADR 0512). Routes are discovered lazily: a
 * page inlines only the routes it matches, and a link or form announcing its
 * target after hydration would fetch the routes and re-render the page each
 * time. The router learns a route when it is followed; useRouteWarmup has the
 * browser fetch that answer already when a pointer or focus reaches the link.
 */
export function Link(props: ComponentProps<typeof RouterLink>) {
  return <RouterLink discover="none" {...props} />;
}

export function NavLink(props: ComponentProps<typeof RouterNavLink>) {
  return <RouterNavLink discover="none" {...props} />;
}

export function Form(props: ComponentProps<typeof RouterForm>) {
  return <RouterForm discover="none" {...props} />;
}

/**
 * For a fetcher's Form (`<fetcher.Form {...undiscovered}>`): it is the same
 * component as Form and honours `discover`, which its props' type leaves out.
 */
export const undiscovered = { discover: "none" } as const;
