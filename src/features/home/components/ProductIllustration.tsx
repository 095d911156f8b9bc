import { BRAND } from "@machines/brand";
import { SAMPLE_RECRUITS } from "@machines/demo/sampleRecruits";
import { LogoMark } from "@/components/brand/Logo";

const athlete = SAMPLE_RECRUITS[0]!;

/** What the picture shows, for screen readers and anyone who cannot see it. */
export const PRODUCT_ILLUSTRATION_DESCRIPTION = `Illustration: a recruiting email from ${athlete.name}, forwarded to ${BRAND.name}, becomes an athlete summary card: ${athlete.position}, ${athlete.height}, class of ${athlete.classYear}, ${athlete.clubTeam}, ${athlete.state}, GPA ${athlete.gpa}, with a link to her game film.`;

const INK = BRAND.colors.text;
const BLUE = BRAND.colors.primary;
const MUTED = "#64748b";
const LINE = "#e2e8f0";

/** One of the facts the product picks out of the email, marked where it sits in the text. */
function Highlight({ x, y, text, width }: { x: number; y: number; text: string; width: number }) {
  return (
    <g>
      <rect x={x} y={y - 13} width={width} height={18} rx={5} fill="#fef3c7" stroke="#f59e0b" strokeWidth={1} />
      <text x={x + width / 2} y={y} textAnchor="middle" fontSize={12} fontWeight={700} fill="#92400e">
        {text}
      </text>
    </g>
  );
}

function TextLine({ x, y, width }: { x: number; y: number; width: number }) {
  return <rect x={x} y={y - 4} width={width} height={8} rx={4} fill={LINE} />;
}

function Field({ x, y, label, value }: { x: number; y: number; label: string; value: string }) {
  return (
    <g>
      <text x={x} y={y} fontSize={11} fontWeight={700} letterSpacing={1} fill={MUTED}>
        {label}
      </text>
      <text x={x} y={y + 22} fontSize={18} fontWeight={700} fill={INK}>
        {value}
      </text>
    </g>
  );
}

/**
 * The home page's product picture: a forwarded recruiting email (left) turning into the athlete summary card
 * the product sends back (right). Inline SVG in a 16:9 box: no request, its size known before it paints, and it
 * scales with the box; the text stays legible down to a 320 px screen.
 */
export function ProductIllustration() {
  return (
    <svg viewBox="0 0 640 360" role="img" aria-label={PRODUCT_ILLUSTRATION_DESCRIPTION} className="block size-full" fontFamily="inherit">
      <defs>
        <linearGradient id="product-illustration-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#e8eef7" />
          <stop offset="1" stopColor="#ffffff" />
        </linearGradient>
      </defs>
      <rect width="640" height="360" fill="url(#product-illustration-bg)" />

      {/* The forwarded email, as it lands in the coach's inbox. */}
      <text x="32" y="40" fontSize={13} fontWeight={700} letterSpacing={1} fill={MUTED}>
        FORWARDED EMAIL
      </text>
      <rect x="32" y="58" width="244" height="262" rx="14" fill={BLUE} opacity={0.08} transform="translate(4 6)" />
      <rect x="32" y="58" width="244" height="262" rx="14" fill="#ffffff" stroke="#cbd5e1" />
      <text x="50" y="88" fontSize={14} fontWeight={700} fill={INK}>
        Fwd: Class of 2027 OH
      </text>
      <text x="50" y="110" fontSize={13} fill={MUTED}>
        From: {athlete.name}
      </text>
      <line x1="50" y1="124" x2="258" y2="124" stroke={LINE} strokeWidth={2} />
      <TextLine x={50} y={146} width={92} />
      <Highlight x={148} y={151} width={110} text="Outside hitter" />
      <TextLine x={50} y={176} width={56} />
      <Highlight x={112} y={181} width={44} text={athlete.height} />
      <TextLine x={162} y={176} width={96} />
      <Highlight x={50} y={211} width={48} text={String(athlete.classYear)} />
      <TextLine x={104} y={206} width={154} />
      <TextLine x={50} y={236} width={80} />
      <Highlight x={136} y={241} width={74} text={`${athlete.gpa} GPA`} />
      <TextLine x={216} y={236} width={42} />
      <TextLine x={50} y={266} width={208} />
      <TextLine x={50} y={292} width={140} />

      {/* The product in the middle. */}
      <path d="M282 189h10" stroke={BLUE} strokeWidth={3} strokeLinecap="round" />
      <g transform="translate(296 165)">
        <LogoMark sizePx={48} />
      </g>
      <path d="M348 189h8m-5-5 5 5-5 5" fill="none" stroke={BLUE} strokeWidth={3} strokeLinecap="round" strokeLinejoin="round" />

      {/* The summary the coach gets back. */}
      <rect x="362" y="28" width="250" height="304" rx="14" fill={BLUE} opacity={0.1} transform="translate(4 6)" />
      <rect x="362" y="28" width="250" height="304" rx="14" fill="#ffffff" stroke={BLUE} strokeWidth={2} />
      <path d="M363 70V42a13 13 0 0 1 13-13h222a13 13 0 0 1 13 13v28z" fill={BLUE} />
      <text x="382" y="55" fontSize={14} fontWeight={700} letterSpacing={1} fill="#ffffff">
        ATHLETE SUMMARY
      </text>
      <text x="382" y="104" fontSize={22} fontWeight={700} fill={INK}>
        {athlete.name}
      </text>
      <text x="382" y="128" fontSize={16} fontWeight={600} fill={BLUE}>
        {athlete.position}
      </text>
      <Field x={382} y={160} label="HEIGHT" value={athlete.height} />
      <Field x={482} y={160} label="CLASS" value={String(athlete.classYear)} />
      <Field x={382} y={210} label="CLUB" value={athlete.clubTeam} />
      <Field x={382} y={260} label="STATE" value={athlete.state} />
      <Field x={482} y={260} label="GPA" value={athlete.gpa ?? "—"} />
      <rect x="382" y="294" width="122" height="26" rx="13" fill="#e8eef7" />
      <path d="M396 300.5v13l10-6.5z" fill={BLUE} />
      <text x="414" y="312" fontSize={13} fontWeight={700} fill={BLUE}>
        Game film
      </text>
    </svg>
  );
}
