/** The Equal Housing Opportunity mark: a house with an equals sign. */
export function EqualHousingLogo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden focusable="false">
      <path d="M32 4 4 26v6h6v28h44V32h6v-6L32 4Zm16 50H16V28.6L32 16l16 12.6V54Z" fill="currentColor" />
      <rect x="20" y="32" width="24" height="5" fill="currentColor" />
      <rect x="20" y="42" width="24" height="5" fill="currentColor" />
    </svg>
  );
}
