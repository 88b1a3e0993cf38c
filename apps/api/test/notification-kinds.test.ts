import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../src/http/contract.ts';
import { NOTIFICATION_KINDS } from '../src/domains/messaging/kinds.ts';
import { TOPIC_CHANNELS } from '../src/domains/messaging/preferences.ts';

// A notification's kind is one code in the contract's NotificationKind and one entry in messaging/kinds.ts:
// a kind the API cannot name would fail its answers' check, and a code without an entry would have no
// topic to ask the reader's choices about.
const contract = parse(readFileSync(OPENAPI_PATH, 'utf8')) as {
  components: { schemas: { NotificationKind: { enum: string[] } } };
};
const codes = contract.components.schemas.NotificationKind.enum;

describe('the kinds of notification', () => {
  it('have one entry for each code openapi.yaml names', () => {
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.filter((code) => !(code in NOTIFICATION_KINDS))).toEqual([]);
  });

  it('are each named in openapi.yaml', () => {
    expect(Object.keys(NOTIFICATION_KINDS).filter((code) => !codes.includes(code))).toEqual([]);
  });

  it('each belong to a topic the reader can turn off, and are texted only where its SMS can be', () => {
    for (const [kind, { topic, texted }] of Object.entries(NOTIFICATION_KINDS)) {
      expect(Object.keys(TOPIC_CHANNELS), kind).toContain(topic);
      if (texted) expect(TOPIC_CHANNELS[topic] as readonly string[], kind).toContain('sms');
    }
  });
});
