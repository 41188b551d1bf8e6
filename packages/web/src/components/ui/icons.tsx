import type { ReactNode, SVGProps } from 'react';

/** Our own inline icons (no icon font, nothing hot-linked); decorative, so hidden from assistive technology. */
function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const BasketIcon = () => (
  <Icon>
    <path d="M3 6h2l2.2 10.2a1 1 0 0 0 1 .8h9.6a1 1 0 0 0 1-.8L21 9H6.2" />
    <circle cx="9.5" cy="20" r="1.2" />
    <circle cx="17" cy="20" r="1.2" />
  </Icon>
);

export const MenuIcon = ({ open }: { open: boolean }) => (
  <Icon>{open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}</Icon>
);

export const ChevronIcon = () => (
  <Icon width="16" height="16">
    <path d="M6 9l6 6 6-6" />
  </Icon>
);

export const ArrowLeftIcon = () => (
  <Icon width="18" height="18">
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </Icon>
);

export const CloseIcon = () => (
  <Icon width="18" height="18">
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

const SOCIAL_PATHS: Record<string, ReactNode> = {
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </>
  ),
  facebook: (
    <path d="M14.5 8H17V4.5h-2.5A4 4 0 0 0 10.5 8.5V11H8v3.5h2.5V21H14v-6.5h2.6l.5-3.5H14V8.8a.8.8 0 0 1 .5-.8z" />
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10 9.2v5.6l4.8-2.8z" fill="currentColor" />
    </>
  ),
  x: <path d="M4 4l16 16M20 4L4 20" />,
  linkedin: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
      <path d="M8 10.5V16M8 7.8v.1M11.5 16v-3.2a2.2 2.2 0 0 1 4.4 0V16M11.5 10.5V16" />
    </>
  ),
  tiktok: <path d="M13.5 3.5v11a3 3 0 1 1-3-3M13.5 3.5c.4 2.6 2.2 4.3 5 4.5" />,
  mastodon: (
    <path d="M7 16.5c3.5 1.2 7.8.8 9.6-.6.9-.7 1.4-2.4 1.4-5.4V8.8c0-2.7-2-4.3-6-4.3s-6 1.6-6 4.3v4.5c0 3.6 2.2 6.2 7.4 6.2M9 13V9.6a1.6 1.6 0 0 1 3.2 0V12m0-2.4a1.6 1.6 0 0 1 3.2 0V13" />
  ),
};

/** An icon for a social network by name; unknown networks get a neutral link icon. */
export function SocialIcon({ name }: { name: string }) {
  const key = name
    .trim()
    .toLowerCase()
    .replace(/^twitter$/, 'x');
  return (
    <Icon>
      {SOCIAL_PATHS[key] ?? (
        <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
      )}
    </Icon>
  );
}
