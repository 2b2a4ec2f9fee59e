// The recipes in docs/recipes/ show real code: every TypeScript block names the file it is taken from
// (```ts excerpt=path/from/the/root) and must still stand there, its layout aside, so the type check and the tests of that
// file hold for the recipe too. A line `// …` in a block stands for any lines left out. Every path the recipes name
// in backticks must exist.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const recipesDir = join(root, 'docs', 'recipes');
const recipes = readdirSync(recipesDir).filter((file) => file.endsWith('.md'));
const GAP = '// …';
const ROOT_FOLDERS = ['backend/', 'frontend/', 'e2e/', 'scripts/', 'docs/', 'nginx/', 'bench/'];

/** The fenced blocks of a Markdown text: their info string (after the language) and their lines. */
export function codeBlocks(markdown) {
  const blocks = [];
  let open;
  for (const line of markdown.split('\n')) {
    const fence = line.match(/^\s*```(\S*)\s*(.*)$/);
    if (!fence) {
      open?.lines.push(line);
      continue;
    }
    if (open) {
      blocks.push(open);
      open = undefined;
    } else {
      open = { language: fence[1], info: fence[2], lines: [] };
    }
  }
  return blocks;
}

/** The code without its layout: no white space, and no trailing comma (Prettier adds both where it wraps). */
const compact = (code) => code.replace(/\s+/g, '').replace(/,([)\]}])/g, '$1');

/**
 * Whether the block's code stands in the source, its parts between gaps in this order, whatever the layout of either
 * (Prettier wraps the blocks of the Markdown at another width than the code's).
 */
export function standsIn(blockLines, sourceText) {
  const source = compact(sourceText);
  const parts = [[]];
  for (const line of blockLines) {
    if (line.trim() === GAP) parts.push([]);
    else parts.at(-1).push(line);
  }
  let from = 0;
  for (const part of parts.map((lines) => compact(lines.join('\n')).replace(/,$/, '')).filter(Boolean)) {
    const at = source.indexOf(part, from);
    if (at < 0) return false;
    from = at + part.length;
  }
  return true;
}

describe('the excerpt check', () => {
  test('finds the code whatever its layout, and refuses it out of order', () => {
    const source = 'a {\n  b: 1,\n\n  c: 2,\n}\n';
    assert.equal(standsIn(['b: 1,', '  c:   2,'], source), true);
    assert.equal(standsIn(['a { b: 1, c: 2 }'], source), true);
    assert.equal(standsIn(['a {', GAP, '}'], source), true);
    assert.equal(standsIn(['c: 2,', 'b: 1,'], source), false);
    assert.equal(standsIn(['b: 2,'], source), false);
  });
});

for (const recipe of recipes) {
  describe(`docs/recipes/${recipe}`, () => {
    const markdown = readFileSync(join(recipesDir, recipe), 'utf8');
    const blocks = codeBlocks(markdown).filter((block) => ['ts', 'tsx'].includes(block.language));

    test('has TypeScript blocks to check', () => assert.ok(blocks.length > 0));

    blocks.forEach((block, index) => {
      const source = block.info.match(/^excerpt=(\S+)$/)?.[1];
      test(`block ${index + 1} stands in ${source ?? 'the file it names'}`, () => {
        assert.ok(source, `block ${index + 1} names no source: write it as \`\`\`ts excerpt=path/from/the/root`);
        const path = join(root, source);
        assert.ok(existsSync(path), `${source} does not exist`);
        assert.ok(
          standsIn(block.lines, readFileSync(path, 'utf8')),
          `block ${index + 1} no longer stands in ${source}:\n${block.lines.join('\n')}`,
        );
      });
    });

    test('every path it names exists', () => {
      const named = [...markdown.matchAll(/`([^`\s]+)`/g)]
        .map((match) => match[1])
        .filter((path) => ROOT_FOLDERS.some((folder) => path.startsWith(folder)) && !/[<*…]/.test(path));
      const missing = named.filter((path) => !existsSync(join(root, path.replace(/[.,:;]$/, ''))));
      assert.deepEqual(missing, []);
    });
  });
}
