/** A steaming bowl: the site's mark, also used as the favicon (public/favicon.svg). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" className="logo-mark__tile" />
      <path
        className="logo-mark__steam"
        d="M11.5 10.5c-1.2-1.4 1.2-2.4 0-4M16 10.5c-1.2-1.4 1.2-2.4 0-4M20.5 10.5c-1.2-1.4 1.2-2.4 0-4"
      />
      <path className="logo-mark__bowl" d="M5.5 14h21a10.5 9.5 0 0 1-21 0Z" />
      <rect className="logo-mark__bowl" x="11" y="24.5" width="10" height="2.5" rx="1.25" />
    </svg>
  );
}
