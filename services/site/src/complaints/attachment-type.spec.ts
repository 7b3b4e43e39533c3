import { sniffAttachmentType } from './attachment-type';

describe('sniffAttachmentType', () => {
  it.each([
    [[0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'image/jpeg'],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], 'image/png'],
    [[...Buffer.from('RIFF'), 1, 2, 3, 4, ...Buffer.from('WEBPVP8 ')], 'image/webp'],
    [[...Buffer.from('GIF89a'), 1, 0], 'image/gif'],
    [[...Buffer.from('%PDF-1.7\n')], 'application/pdf'],
  ])('knows %j as %s', (bytes, type) => {
    expect(sniffAttachmentType(Buffer.from(bytes))).toBe(type);
  });

  it('refuses anything else, whatever it is called: scripts, HTML, archives, empty files', () => {
    for (const content of ['#!/bin/sh\nrm -rf /', '<html><script>alert(1)</script>', 'PK\u0003\u0004zip', '', 'RIFF1234WAVE']) {
      expect(sniffAttachmentType(Buffer.from(content))).toBeNull();
    }
  });
});
