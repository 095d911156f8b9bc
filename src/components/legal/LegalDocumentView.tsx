import { createElement, type ComponentPropsWithoutRef, type ReactNode, type Ref } from "react";
import { Link } from "@tanstack/react-router";
import {
  formatLegalDate,
  isInternalLegalPath,
  isLegalLink,
  isLegalList,
  legalInlines,
  legalSectionAnchor,
  numberedHeading,
  type LegalDocument,
  type LegalInline,
  type LegalText,
} from "@machines/legal/documents";
import { textLink } from "@/components/ui/styles";

type HeadingLevel = 2 | 3 | 4;
type HeadingTag = "h2" | "h3" | "h4" | "h5";

const headingTag = (level: number): HeadingTag => `h${Math.min(Math.max(level, 2), 5)}` as HeadingTag;

/** An h2–h5 chosen at run time. */
function Heading({ level, ...props }: { level: number } & ComponentPropsWithoutRef<"h2">) {
  return createElement(headingTag(level), props);
}

export interface LegalDocumentViewProps extends Omit<ComponentPropsWithoutRef<"article">, "children"> {
  document: LegalDocument;
  /** Level of the document's title (default 2); section headings are one level below it. */
  headingLevel?: HeadingLevel;
  /**
   * Show the document's title and summary (default true). Set false when the page's own h1 already names the
   * document (/privacy): section headings then take `headingLevel` themselves.
   */
  showTitle?: boolean;
  /** Anchor id of the document (default: the document id, e.g. "msa"). Section anchors are `${anchorId}-${section}`. */
  anchorId?: string;
  /** Show a linked list of the sections under the title (default false). */
  showContents?: boolean;
  /** Open app links (e.g. /subprocessors) in a new tab, so a reader in the middle of signing keeps their place. */
  openLinksInNewTab?: boolean;
  /** Id of the article element. When the title is hidden, the article carries the anchor id unless this is set. */
  id?: string;
  /** The article element, e.g. for an IntersectionObserver that marks the document reviewed. */
  ref?: Ref<HTMLElement>;
}

/** One legal document from `machines/legal/documents.ts`: title, effective date, sections, lists and links. */
export function LegalDocumentView({
  document: doc,
  headingLevel = 2,
  showTitle = true,
  anchorId = doc.id,
  showContents = false,
  openLinksInNewTab = false,
  id,
  className,
  ref,
  ...articleProps
}: LegalDocumentViewProps) {
  const sectionLevel = showTitle ? headingLevel + 1 : headingLevel;
  const titleId = showTitle ? anchorId : undefined;

  return (
    <article
      ref={ref}
      {...articleProps}
      id={showTitle ? id : (id ?? anchorId)}
      aria-labelledby={titleId}
      aria-label={showTitle ? undefined : doc.title}
      data-legal-document={doc.id}
      // `relative`: absolutely positioned bits inside (screen-reader-only text) stay in the article, and so inside
      // any scrolling pane that shows it, instead of positioning against the page.
      className={["relative max-w-prose break-words text-base text-slate-700", className].filter(Boolean).join(" ")}
    >
      {showTitle && (
        <Heading
          level={headingLevel}
          id={titleId}
          className="scroll-mt-24 text-2xl font-bold tracking-tight text-brand-text"
        >
          {doc.title}
        </Heading>
      )}
      <p className={`${showTitle ? "mt-2" : ""} flex flex-wrap gap-x-4 text-sm text-slate-600`}>
        <span>
          Effective date: <time dateTime={doc.effectiveDate}>{formatLegalDate(doc.effectiveDate)}</time>
        </span>
        <span>Version {doc.version}</span>
      </p>
      {showTitle && <p className="mt-4 leading-7">{doc.summary}</p>}

      {showContents && (
        <nav aria-label={`${doc.title}: contents`} className="mt-6 rounded-lg border border-slate-200 bg-slate-50 p-4">
          <p className="text-sm font-semibold text-brand-text">Contents</p>
          <ol className="mt-2 gap-x-6 text-sm sm:columns-2">
            {doc.sections.map((section, index) => (
              <li key={section.id} className="break-inside-avoid py-0.5">
                <a href={`#${legalSectionAnchor(anchorId, section.id)}`} className={textLink}>
                  {numberedHeading(section, index)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}

      {doc.sections.map((section, index) => (
        <section key={section.id} className="mt-8">
          <Heading
            level={sectionLevel}
            id={legalSectionAnchor(anchorId, section.id)}
            className="scroll-mt-24 text-lg font-semibold text-brand-text"
          >
            {numberedHeading(section, index)}
          </Heading>
          {section.blocks.map((block, blockIndex) =>
            isLegalList(block) ? (
              <List key={blockIndex} ordered={block.ordered}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex} className="pl-1">
                    <RichText text={item} newTab={openLinksInNewTab} />
                  </li>
                ))}
              </List>
            ) : (
              <p key={blockIndex} className="mt-3 leading-7">
                <RichText text={block} newTab={openLinksInNewTab} />
              </p>
            ),
          )}
        </section>
      ))}
    </article>
  );
}

function List({ ordered, children }: { ordered?: boolean; children: ReactNode }) {
  const className = `mt-3 space-y-2 pl-6 leading-7 ${ordered ? "list-decimal" : "list-disc"} marker:text-slate-500`;
  return ordered ? <ol className={className}>{children}</ol> : <ul className={className}>{children}</ul>;
}

function RichText({ text, newTab }: { text: LegalText; newTab: boolean }) {
  return (
    <>
      {legalInlines(text).map((inline, index) => (
        <Inline key={index} inline={inline} newTab={newTab} />
      ))}
    </>
  );
}

function Inline({ inline, newTab }: { inline: LegalInline; newTab: boolean }) {
  if (!isLegalLink(inline)) return <>{inline}</>;
  if (isInternalLegalPath(inline.href)) {
    return newTab ? (
      <Link to={inline.href} target="_blank" rel="noopener noreferrer" className={textLink}>
        {inline.text}
        <span className="sr-only"> (opens in a new tab)</span>
      </Link>
    ) : (
      <Link to={inline.href} className={textLink}>
        {inline.text}
      </Link>
    );
  }
  return (
    <a href={inline.href} className={textLink}>
      {inline.text}
    </a>
  );
}
