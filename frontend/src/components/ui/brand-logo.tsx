/** The Radwerk mark: a bicycle on a green tile (same drawing as the favicon). */
export function BrandLogo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#2f7a52" />
      <g fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="19" cy="40" r="10" />
        <circle cx="45" cy="40" r="10" />
        <path d="M19 40l9-16h12l5 16M28 24l-3-6h-5M40 24l-4-6h6" />
      </g>
    </svg>
  );
}
