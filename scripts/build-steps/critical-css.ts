/**
 * Critical CSS: the rules of the site's stylesheet that a prerendered page's own markup uses, so the
 * page can carry them inline and still fit the first round trip (the whole stylesheet is ~47 KB).
 *
 * A rule is kept when one of its selectors, made state-free, matches an element of the page:
 *   - pseudo-elements (::before, ::placeholder) and pseudo-classes other than :is()/:where() (such as
 *     :not(), :first-child, :disabled, :focus-visible) are dropped, so the element they qualify keeps them;
 *   - attribute conditions on <html> are dropped: the accessibility preferences (data-contrast,
 *     data-font-size, data-reduced-motion) are set there before the first paint;
 *   - rules that apply only while the pointer acts on an element (:hover, :active) are left out.
 * Elements in a `hidden` subtree (a closed menu's panel) count for nothing: only script shows them.
 * Tailwind's defaults for its own variables (`*{--tw-rotate:0;…}`, 1.1 KB) keep only those a kept
 * rule or the markup reads.
 * What the markup does not hold, or holds in another state (a dialog, a toast, an open menu, a Radix
 * trigger's [data-state=open], a client-only screen), is not here either. All of it comes with the
 * whole stylesheet, which a page loads after its first paint and before it hydrates, so no island can
 * open before its rules are there (see defer-hydration.ts); a visitor without JavaScript gets the whole
 * stylesheet from a <noscript> link instead.
 *
 * Matching uses postcss (parsing), postcss-selector-parser (relaxing) and css-select on htmlparser2's DOM.
 */
import postcss, { type ChildNode, type Container, type Rule } from "postcss";
import selectorParser from "postcss-selector-parser";
import { compile, selectOne } from "css-select";
import { parseDocument } from "htmlparser2";
import { isTag, type Document, type Element } from "domhandler";

/** :is() and :where() list alternatives: their contents are relaxed, they stay. */
const ALTERNATIVES = new Set([":is", ":where", ":matches", ":-webkit-any", ":-moz-any"]);
/** What a pointer does to an element: those rules come with the whole stylesheet, after the first paint. */
const POINTER_STATES = new Set([":hover", ":active"]);

class PointerState extends Error {}

const isRoot = (node: selectorParser.Node) =>
  (node.type === "tag" && node.value.toLowerCase() === "html") || (node.type === "pseudo" && node.value === ":root");

/** The other simple selectors of the compound `node` belongs to ("html" for the attribute of "html[data-x]"). */
function compoundOf(node: selectorParser.Node): selectorParser.Node[] {
  const nodes: selectorParser.Node[] = [];
  for (let n = node.prev(); n && n.type !== "combinator"; n = n.prev()) nodes.push(n);
  for (let n = node.next(); n && n.type !== "combinator"; n = n.next()) nodes.push(n);
  return nodes;
}

const relaxer = selectorParser((selectors) => {
  selectors.walkPseudos((pseudo) => {
    if (POINTER_STATES.has(pseudo.value.toLowerCase())) throw new PointerState();
  });
  const drop: selectorParser.Node[] = [];
  selectors.walk((node) => {
    if (node.type === "attribute" && compoundOf(node).some(isRoot)) drop.push(node);
    if (node.type === "pseudo" && !ALTERNATIVES.has(node.value.toLowerCase())) drop.push(node);
  });
  for (const node of drop) node.remove();
  // A compound left empty (".menu > :first-child" → ".menu > ") stands for any element.
  selectors.walk((node) => {
    if (node.type !== "selector") return;
    for (const child of [...node.nodes]) {
      const previous = child.prev();
      if (child.type === "combinator" && (!previous || previous.type === "combinator")) {
        node.insertBefore(child, selectorParser.universal());
      }
    }
    if (!node.nodes.length || node.last.type === "combinator") node.append(selectorParser.universal());
  });
});

/** The selector without states: what an element must be, whatever it is doing; null for pointer states. */
export function relaxSelector(selector: string): string | null {
  try {
    return relaxer.processSync(selector, { lossless: false });
  } catch (error) {
    if (error instanceof PointerState) return null;
    throw error;
  }
}

type Query = ReturnType<typeof compile<Element, Element>>;

/** One stylesheet, cut to measure for each page; each selector is compiled once for all of them. */
export class CriticalCss {
  private readonly queries = new Map<string, Query | null>();
  constructor(private readonly stylesheet: string) {}

  private query(selector: string): Query | null {
    let query = this.queries.get(selector);
    if (query === undefined) {
      const relaxed = relaxSelector(selector);
      try {
        query = relaxed === null ? null : compile<Element, Element>(relaxed);
      } catch (error) {
        throw new Error(`critical-css: cannot match ${JSON.stringify(selector)} (relaxed to ${relaxed}): ${error}`);
      }
      this.queries.set(selector, query);
    }
    return query;
  }

  /** The stylesheet's rules this page's markup uses, in their order, inside their @media/@supports. */
  forPage(html: string): string {
    const elements = withoutHiddenSubtrees(parseDocument(html)).children.filter(isTag);
    const matches = (selector: string) => {
      const query = this.query(selector);
      return query !== null && selectOne(query, elements) !== null;
    };
    const root = postcss.parse(this.stylesheet);
    root.walkRules((rule: Rule) => {
      if (!insideKeyframes(rule) && !rule.selectors.some(matches)) rule.remove();
    });
    removeEmptyAtRules(root);
    const animations = new Set<string>();
    root.walkDecls(/^(-webkit-)?animation(-name)?$/, (decl) => {
      for (const word of decl.value.split(/[\s,]+/)) animations.add(word);
    });
    root.walkAtRules(/keyframes$/, (keyframes) => {
      if (!animations.has(keyframes.params)) keyframes.remove();
    });
    removeUnreadTailwindVariables(root, html);
    return root.toString();
  }
}

const READS = /var\(\s*(--[\w-]+)/g;

/** Drops `--tw-*` declarations no other declaration (or the markup's inline styles) reads. */
function removeUnreadTailwindVariables(root: postcss.Root, html: string) {
  for (let removed = true; removed;) {
    const read = new Set([...html.matchAll(READS)].map((m) => m[1]));
    root.walkDecls((decl) => {
      for (const m of decl.value.matchAll(READS)) if (m[1] !== decl.prop) read.add(m[1]);
    });
    removed = false;
    root.walkDecls(/^--tw-/, (decl) => {
      if (read.has(decl.prop)) return;
      const rule = decl.parent;
      decl.remove();
      if (rule && rule.nodes?.length === 0) rule.remove();
      removed = true;
    });
  }
}

function withoutHiddenSubtrees(document: Document): Document {
  const prune = (parent: Document | Element) => {
    parent.children = parent.children.filter((child) => !(isTag(child) && "hidden" in child.attribs));
    for (const child of parent.children) if (isTag(child)) prune(child);
  };
  prune(document);
  return document;
}

function insideKeyframes(rule: Rule): boolean {
  for (let node: postcss.Node | undefined = rule.parent; node; node = node.parent) {
    if (node.type === "atrule" && /keyframes$/.test((node as postcss.AtRule).name)) return true;
  }
  return false;
}

function removeEmptyAtRules(container: Container<ChildNode>) {
  container.each((node) => {
    if (node.type !== "atrule" || !node.nodes || /keyframes$/.test(node.name)) return;
    removeEmptyAtRules(node);
    if (!node.nodes.length) node.remove();
  });
}

/** Where src/root.tsx leaves room for the page's critical CSS in the prerendered HTML. */
export const CRITICAL_CSS_SLOT = '<style data-critical-css=""></style>';
const STYLESHEET_LINK = /(?<!<noscript>)<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;

/** The stylesheets a prerendered page links (its <link rel="stylesheet"> tags, but for <noscript>'s). */
export const linkedStylesheets = (html: string) => [...html.matchAll(STYLESHEET_LINK)].map((m) => m[1]);

/** The page with its critical CSS in the slot root.tsx rendered for it; refuses a page without one. */
export function inlineCriticalCss(html: string, critical: CriticalCss): string {
  const at = html.indexOf(CRITICAL_CSS_SLOT);
  if (at < 0 || html.indexOf(CRITICAL_CSS_SLOT, at + 1) >= 0) {
    throw new Error(`critical-css: expected one ${CRITICAL_CSS_SLOT} in the page (src/root.tsx renders it)`);
  }
  const css = critical.forPage(html).replace(/<\/style/gi, "<\\/style");
  return html.slice(0, at) + `<style>${css}</style>` + html.slice(at + CRITICAL_CSS_SLOT.length);
}
