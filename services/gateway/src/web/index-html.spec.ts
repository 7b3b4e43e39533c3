import { jsonForScript, jsonTextForScript } from './index-html';

describe('JSON inside a <script> element of the page', () => {
  const hostile = { name: '</script><script>alert(1)</script>', bio: '<!-- & -->' };

  it('can neither close the element nor open a comment, and reads back as it was', () => {
    for (const text of [jsonForScript(hostile), jsonTextForScript(JSON.stringify(hostile))]) {
      expect(text).not.toMatch(/[<>&]/);
      expect(JSON.parse(text)).toEqual(hostile);
    }
  });
});
