// Which style sheets a server-rendered page or a partner's widget gets, and in which order:
// the kit's own (linked by index.html) before the components' that build on them, or the kit's
// isolation rules would undo a component's colours and type in a widget.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { styleSheetsFor } from './serverRender.ts';

const dist = mkdtempSync(path.join(os.tmpdir(), 'bk-style-sheets-'));
mkdirSync(path.join(dist, 'assets'));
const files = {
  'BadgeList-a1.css': '.badgeList_x1{color:green}',
  'kit-b2.css': '.themeRoot_y2 :where(p){color:inherit}.card_y3{padding:1em}',
  'main-c3.css': '.page_z1{margin:0}',
  'Unused-d4.css': '.never_q1{color:red}',
};
for (const [name, css] of Object.entries(files)) {
  writeFileSync(path.join(dist, 'assets', name), css);
}
const template =
  '<link rel="stylesheet" href="/assets/kit-b2.css"><link rel="stylesheet" href="/assets/main-c3.css">';
const markup =
  '<div class="themeRoot_y2"><p class="page_z1"><span class="badgeList_x1 card_y3">x</span></p></div>';

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('style sheets for rendered markup', () => {
  it('gives a page only the sheets index.html does not link', () => {
    expect(styleSheetsFor(dist, template)(markup)).toEqual(['/assets/BadgeList-a1.css']);
  });

  it("gives a widget every sheet it uses, index.html's first and in its order", () => {
    expect(styleSheetsFor(dist, template, { includeLinked: true })(markup)).toEqual([
      '/assets/kit-b2.css',
      '/assets/main-c3.css',
      '/assets/BadgeList-a1.css',
    ]);
  });
});
