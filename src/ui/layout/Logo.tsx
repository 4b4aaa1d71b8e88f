/** A brushed-steel plate with a bent flange: the mark beside the business name. */
export function Logo() {
  return (
    <svg className="brand__mark" viewBox="0 0 40 40" width="36" height="36" aria-hidden="true">
      <defs>
        <linearGradient id="logo-steel" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#e9eef3" />
          <stop offset="0.5" stopColor="#9aa8b6" />
          <stop offset="1" stopColor="#d7dee5" />
        </linearGradient>
      </defs>
      <rect x="1" y="1" width="38" height="38" rx="8" fill="#10263f" />
      <path d="M9 29V13l7-4h15v16l-7 4z" fill="url(#logo-steel)" />
      <path d="M16 9v16h15M16 25l-7 4" fill="none" stroke="#10263f" strokeWidth="1.6" />
    </svg>
  );
}
