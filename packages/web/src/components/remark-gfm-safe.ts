/**
 * GitHub-flavoured Markdown for the browsers we support (docs/decisions/111): tables,
 * strikethrough, task lists and bare URLs turned into links, without the regular expressions
 * with lookbehind that Safari before 16.4 cannot even parse.
 *
 * remark-gfm cannot be used as is: its autolink-literal part (mdast-util-gfm-autolink-literal)
 * rescans every text with lookbehind expressions after parsing, and one such expression in a
 * chunk makes the whole chunk fail to load on an iPad on iPadOS 15. Bare URLs are found by
 * micromark's own autolink-literal tokenizer instead (plain code, no lookbehind); this file
 * only turns its tokens into links, which is the part of mdast-util-gfm-autolink-literal we
 * keep. Footnotes, rarely written in a question, are left out with it.
 */
import type { Extension as FromMarkdownExtension, Handle } from 'mdast-util-from-markdown';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import type {} from 'remark-parse'; // declares the parser's extension lists on unified's Data
import type { Processor } from 'unified';

/** The link around a bare URL; its text and address come from the value tokens below. */
const enterLink: Handle = function (token) {
  this.enter({ type: 'link', title: null, url: '', children: [] }, token);
};
const exitLink: Handle = function (token) {
  this.exit(token);
};
/** The URL's text, handled as CommonMark's `<https://…>` autolinks are. */
const enterValue: Handle = function (token) {
  this.config.enter.autolinkProtocol?.call(this, token);
};
const exitHttp: Handle = function (token) {
  this.config.exit.autolinkProtocol?.call(this, token);
};
const exitEmail: Handle = function (token) {
  this.config.exit.autolinkEmail?.call(this, token);
};
/** `www.exemple.fr` has no scheme: the link gets http://, as on GitHub. */
const exitWww: Handle = function (token) {
  this.config.exit.data?.call(this, token);
  const link = this.stack[this.stack.length - 1];
  if (link?.type === 'link') link.url = `http://${this.sliceSerialize(token)}`;
};

const bareUrlsFromMarkdown: FromMarkdownExtension = {
  enter: {
    literalAutolink: enterLink,
    literalAutolinkEmail: enterValue,
    literalAutolinkHttp: enterValue,
    literalAutolinkWww: enterValue,
  },
  exit: {
    literalAutolink: exitLink,
    literalAutolinkEmail: exitEmail,
    literalAutolinkHttp: exitHttp,
    literalAutolinkWww: exitWww,
  },
};

/** remark plugin: the GFM syntax listed above, registered the way remark-gfm registers its own. */
export function remarkGfmSafe(this: Processor) {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfmTable(), gfmStrikethrough(), gfmTaskListItem(), gfmAutolinkLiteral());
  (data.fromMarkdownExtensions ??= []).push(
    gfmTableFromMarkdown(),
    gfmStrikethroughFromMarkdown(),
    gfmTaskListItemFromMarkdown(),
    bareUrlsFromMarkdown,
  );
}
