import { Fragment, type Ref } from "react";
import { tokenSegments } from "./tokenSegments";

export interface TokenTextProps {
  value: string;
  /**
   * Set in the token face (default), which tells O from 0 and I from 1: for what a coach copies or types
   * (forwarding address, referral code). Off for an address only read back in running text.
   */
  mono?: boolean;
  /**
   * For an address standing on its own (not in running text): wrap after the '@' before any dot. Each side of
   * the '@' is then an inline block, which in a sentence could leave the punctuation after it alone on a line.
   */
  breakAtAtFirst?: boolean;
  className?: string;
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A run of segments with a <wbr> between each: the only places the run may wrap. Each segment is nowrap
 * because browsers otherwise also wrap after a hyphen ("test-" / "university.edu").
 */
function Segments({ text }: { text: string }) {
  const segments = tokenSegments(text);
  return segments.map((segment, index) => (
    <Fragment key={index}>
      <span className="whitespace-nowrap">{segment}</span>
      {index < segments.length - 1 && <wbr />}
    </Fragment>
  ));
}

/**
 * An address or code that wraps only after '@' and dots, never inside a word, whatever the surrounding text
 * allows. `data-token` lets the layout guard test find every token on a page.
 */
export function TokenText({ value, mono = true, breakAtAtFirst = false, className = "", ref }: TokenTextProps) {
  const at = breakAtAtFirst ? value.indexOf("@") + 1 : 0;
  return (
    <span ref={ref} data-token="" className={`wrap-normal break-keep ${mono ? "font-token" : ""} ${className}`}>
      {at > 0 ? (
        <>
          <span className="inline-block max-w-full">
            <Segments text={value.slice(0, at)} />
          </span>
          <wbr />
          <span className="inline-block max-w-full">
            <Segments text={value.slice(at)} />
          </span>
        </>
      ) : (
        <Segments text={value} />
      )}
    </span>
  );
}
