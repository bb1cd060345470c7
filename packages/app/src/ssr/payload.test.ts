import { describe, expect, it } from 'vitest';
import { SSR_PAYLOAD_ID, readPayload, serializePayload } from './payload';

function documentWith(text: string | null): Document {
  document.body.innerHTML = '';
  if (text !== null) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = SSR_PAYLOAD_ID;
    script.textContent = text;
    document.body.append(script);
  }
  return document;
}

describe('the server-rendered page’s payload', () => {
  it('cannot close its script element or open a comment, whatever the data says', () => {
    const text = serializePayload({
      records: { a: { __id: 'a', name: '</script><script>alert(1)</script><!--' } },
      renderedAt: '2026-11-27T12:00:00.000Z',
    });
    expect(text).not.toMatch(/<\/script|<!--/i);
    expect(readPayload(documentWith(text))?.records.a?.name).toBe(
      '</script><script>alert(1)</script><!--',
    );
  });

  it('is read back as sent, and refused when missing, broken or incomplete', () => {
    const payload = {
      records: { 'client:root': { __id: 'client:root' } },
      renderedAt: '2026-11-27T12:00:00.000Z',
    };
    expect(readPayload(documentWith(serializePayload(payload)))).toEqual(payload);
    expect(readPayload(documentWith(null))).toBeNull();
    expect(readPayload(documentWith('{not json'))).toBeNull();
    expect(readPayload(documentWith('{"records":{}}'))).toBeNull();
    expect(readPayload(documentWith('{"records":{},"renderedAt":"yesterday"}'))).toBeNull();
  });
});
