/** process-outbox without a stack: the lanes and the body it accepts. */
import assert from '../_shared/testing/assert.ts';
import { DELIVERERS } from './deliverers.ts';
import { processBody } from './handler.ts';
import { OUTBOX_KINDS } from './lanes.ts';

Deno.test('every lane has a deliverer, the answer email among them', () => {
  assert.deepEqual(Object.keys(DELIVERERS).sort(), [...OUTBOX_KINDS].sort());
  assert.ok(OUTBOX_KINDS.includes('answer_email'));
});

Deno.test(
  'process-outbox takes one kind, or none for every lane; an unknown kind is refused',
  () => {
    assert.equal(processBody.parse({ kind: 'smartsheet_row' }).kind, 'smartsheet_row');
    assert.equal(processBody.parse({}).kind, undefined);
    assert.equal(processBody.safeParse({ kind: 'nope' }).success, false);
  },
);
