// The pure pieces of the chat-completions wire format: reading server-sent events however
// the body is cut, and putting streamed tool-call fragments back together.
import { describe, expect, it } from 'vitest';
import {
  appendToolCallDeltas,
  completeToolCalls,
  createSseDecoder,
  parseChunk,
  parseToolArguments,
  type PartialToolCall,
  type WireToolCallDelta,
} from './wire.ts';

const STREAM =
  ': keep-alive\r\n\r\n' +
  'data: {"choices":[{"index":0,"delta":{"content":"Hi"},\r\n' +
  'data: "finish_reason":null}]}\r\n\r\n' +
  'event: message\r\nid: 7\r\ndata:{"a":1}\r\n\r\n' +
  'data: [DONE]\r\n\r\n';
const EVENTS = [
  '{"choices":[{"index":0,"delta":{"content":"Hi"},\n"finish_reason":null}]}',
  '{"a":1}',
  '[DONE]',
];

function decodeInPieces(text: string, cuts: number[]): string[] {
  const decoder = createSseDecoder();
  const events: string[] = [];
  let from = 0;
  for (const cut of [...cuts, text.length]) {
    events.push(...decoder.push(text.slice(from, cut)));
    from = cut;
  }
  return [...events, ...decoder.end()];
}

describe('server-sent events', () => {
  it('reads the same events wherever the body is cut, CRLFs included', () => {
    expect(decodeInPieces(STREAM, [])).toEqual(EVENTS);
    for (let cut = 1; cut < STREAM.length; cut += 1) {
      expect(decodeInPieces(STREAM, [cut]), `cut at ${cut}`).toEqual(EVENTS);
    }
    const everyChar = Array.from({ length: STREAM.length - 1 }, (_, i) => i + 1);
    expect(decodeInPieces(STREAM, everyChar)).toEqual(EVENTS);
  });

  it('reads LF and lone CR line ends, and an event the body ends without a blank line', () => {
    expect(decodeInPieces('data: a\n\ndata: b\r\rdata: c', [9, 13])).toEqual(['a', 'b', 'c']);
    expect(decodeInPieces(':only comments\n\n', [])).toEqual([]);
  });

  it('joins a JSON chunk split over several data lines into one parseable event', () => {
    const [event] = decodeInPieces(STREAM, [20]);
    expect(parseChunk(event!)).toEqual({
      ok: true,
      value: { text: 'Hi', toolCallDeltas: [], finishReason: null, usage: null },
    });
  });
});

describe('chunks', () => {
  it('reads text, tool-call fragments, the finish reason and a usage-only chunk', () => {
    expect(
      parseChunk(
        '{"choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"id":"c","type":"function","function":{"name":"soil","arguments":""}}]},"finish_reason":"tool_calls"}]}',
      ),
    ).toEqual({
      ok: true,
      value: {
        text: '',
        toolCallDeltas: [{ index: 0, id: 'c', function: { name: 'soil', arguments: '' } }],
        finishReason: 'tool_calls',
        usage: null,
      },
    });
    expect(parseChunk('{"choices":[],"usage":{"prompt_tokens":5,"completion_tokens":2}}')).toEqual({
      ok: true,
      value: {
        text: '',
        toolCallDeltas: [],
        finishReason: null,
        usage: { prompt_tokens: 5, completion_tokens: 2 },
      },
    });
  });

  it('turns errors and non-chunks into reasons', () => {
    expect(parseChunk('{"error":{"message":"overloaded"}}')).toEqual({
      ok: false,
      reason: 'an error in the stream: overloaded',
    });
    expect(parseChunk('nope')).toEqual({ ok: false, reason: 'an event that is not JSON' });
    expect(parseChunk('{"id":"x"}')).toEqual({ ok: false, reason: 'a chunk without choices' });
  });
});

describe('tool calls', () => {
  const feed = (chunks: WireToolCallDelta[][]) =>
    completeToolCalls(
      chunks.reduce<PartialToolCall[]>((calls, deltas) => appendToolCallDeltas(calls, deltas), []),
    );

  it('joins fragments by index, interleaved, with the id and name sent once', () => {
    expect(
      feed([
        [{ index: 0, id: 'a', function: { name: 'readings', arguments: '' } }],
        [{ index: 1, id: 'b', function: { name: 'rain', arguments: '{"ho' } }],
        [{ index: 0, function: { arguments: '{"hours"' } }],
        [{ index: 1, function: { arguments: 'urs":24}' } }],
        [{ index: 0, function: { arguments: ':6}' } }],
      ]),
    ).toEqual([
      { id: 'a', name: 'readings', arguments: '{"hours":6}' },
      { id: 'b', name: 'rain', arguments: '{"hours":24}' },
    ]);
  });

  it('tells calls apart by id when a server numbers them all 0 or leaves the index out', () => {
    expect(
      feed([
        [{ index: 0, id: 'a', function: { name: 'thing', arguments: '{}' } }],
        [{ index: 0, id: 'b', function: { name: 'soil' } }],
        [{ index: 0, function: { arguments: '{}' } }],
      ]),
    ).toEqual([
      { id: 'a', name: 'thing', arguments: '{}' },
      { id: 'b', name: 'soil', arguments: '{}' },
    ]);
    expect(
      feed([
        [{ id: 'a', function: { name: 'thing' } }],
        [{ function: { arguments: '{"x":' } }],
        [{ function: { arguments: '1}' } }],
        [{ id: 'b', function: { name: 'soil', arguments: '{}' } }],
      ]),
    ).toEqual([
      { id: 'a', name: 'thing', arguments: '{"x":1}' },
      { id: 'b', name: 'soil', arguments: '{}' },
    ]);
  });

  it('names a call without an id, and keeps a name repeated in every fragment once', () => {
    expect(
      feed([
        [{ index: 0, function: { name: 'advice', arguments: '{"a"' } }],
        [{ index: 0, function: { name: 'advice', arguments: ':1}' } }],
      ]),
    ).toEqual([{ id: 'call_0', name: 'advice', arguments: '{"a":1}' }]);
  });

  it('reads arguments: empty is {}, anything but a JSON object is a reason', () => {
    expect(parseToolArguments('')).toEqual({ ok: true, value: {} });
    expect(parseToolArguments('{"hours":24}')).toEqual({ ok: true, value: { hours: 24 } });
    expect(parseToolArguments('[1]')).toEqual({
      ok: false,
      reason: 'the arguments must be a JSON object',
    });
    const broken = parseToolArguments('{"hours": ');
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.reason).toMatch(/^the arguments are not valid JSON/);
  });
});
