// Comments say why and link a decision record (docs/decisions/README.md); they never cite the
// issue that asked for a change: an issue number means nothing to a reader of the code, and the
// why it stands for belongs in the comment or the record. This reads every comment of the source
// files with TypeScript's scanner (so a string or a URL is never taken for one) and fails on the
// word issue followed by a number, or on a number after a hash in brackets.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FOLDERS = ['api', 'pwa', 'shared', 'scripts', 'bench', 'e2e'];
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
/** Generated code. */
const SKIPPED = [/^shared\/i18n\/paraglide\//, /(^|\/)node_modules\//];
const ISSUE_NUMBER = /\bissues? #?\d+|\(#\d+\)/i;
/** Documents that lived outside the repository: what they said is in docs/product.md now. */
const OUTSIDE_DOCUMENT = /\b(STYLE|DESIGN|UI|PLATFORM-NOTES)\.md\b|PLATFORM-NOTES|product-spec/;

/** Every source file under the folders, and the configuration files beside them, as paths relative to the project. */
function sourceFiles(): string[] {
  const configuration = readdirSync(ROOT, { encoding: 'utf8' }).filter((path) => SOURCE.test(path));
  return configuration.concat(
    FOLDERS.flatMap((folder) =>
      readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
        .map((path) => `${folder}/${path.split('\\').join('/')}`)
        .filter((path) => SOURCE.test(path) && !SKIPPED.some((skip) => skip.test(path))),
    ),
  );
}

/** The text of each comment in `source`, with its line number. */
function commentsOf(source: string, jsx: boolean): { line: number; text: string }[] {
  const scanner = ts.createScanner(
    ts.ScriptTarget.Latest,
    false,
    jsx ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard,
    source,
  );
  const comments: { line: number; text: string }[] = [];
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (
      kind === ts.SyntaxKind.SingleLineCommentTrivia ||
      kind === ts.SyntaxKind.MultiLineCommentTrivia
    ) {
      const line = source.slice(0, scanner.getTokenStart()).split('\n').length;
      comments.push({ line, text: scanner.getTokenText() });
    }
  }
  return comments;
}

describe('comments', () => {
  it('finds an issue number in a comment, and not in a string', () => {
    const found = (source: string) =>
      commentsOf(source, false).filter((comment) => ISSUE_NUMBER.test(comment.text));
    expect(found('// Done in issue 18.\nconst a = 1;\n')).toHaveLength(1);
    expect(found('/** See (#12). */\nconst a = 1;\n')).toHaveLength(1);
    expect(found("const text = 'issue 18'; // why: a reader's words\n")).toHaveLength(0);
  });

  it('cite no issue numbers in the source files', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((path) =>
      commentsOf(readFileSync(join(ROOT, path), 'utf8'), path.endsWith('x'))
        .filter((comment) => ISSUE_NUMBER.test(comment.text))
        .map((comment) => `${path}:${comment.line}`),
    );
    expect(offenders).toEqual([]);
  });

  it('name no document outside the repository', () => {
    const offenders = sourceFiles().flatMap((path) =>
      commentsOf(readFileSync(join(ROOT, path), 'utf8'), path.endsWith('x'))
        .filter((comment) => OUTSIDE_DOCUMENT.test(comment.text))
        .map((comment) => `${path}:${comment.line}`),
    );
    expect(offenders).toEqual([]);
  });
});
