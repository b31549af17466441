/**
 * The coding question types and POS indicators live once, in SQL (20261127000100_types_and_common.sql):
 * the generated lists the forms read match the enums, validate_question_codes raises
 * submit_question's errors from them, and nobody can call the internal check over the API.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestClient, sqlArgs } from '../helpers.ts';
import { Constants } from '../../../src/types/database.ts';
import { DEMO, apiClient, denied, signIn, sql } from './db-helpers.ts';

let anon: TestClient;
let user: TestClient;

beforeAll(async () => {
  anon = apiClient();
  user = await signIn(DEMO.user);
});

describe('coding lists', () => {
  it('the generated lists are the enums, in order', async () => {
    const [row] = await sql<{ types: string[]; pos: string[] }>(
      `select enum_range(null::public.coding_question_type)::text[] as types,
              enum_range(null::public.pos_indicator)::text[] as pos`,
    );
    expect(row!.types).toEqual([...Constants.public.Enums.coding_question_type]);
    expect(row!.pos).toEqual([...Constants.public.Enums.pos_indicator]);
  });

  it('validate_question_codes accepts every listed name and refuses others with the form messages', async () => {
    for (const type of Constants.public.Enums.coding_question_type) {
      for (const pos of [...Constants.public.Enums.pos_indicator, null]) {
        await expect(
          sql('select public.validate_question_codes($1, $2)', [type, pos]),
        ).resolves.toBeDefined();
      }
    }
    const refused: [string | null, string | null, string][] = [
      ['Dental', null, 'Invalid coding question type'],
      ['Hospital Inpatient', null, 'Invalid coding question type'],
      [null, null, 'Invalid coding question type'],
      ['General Coding Question', '99 - Moon Base', 'Invalid POS indicator'],
    ];
    for (const [type, pos, message] of refused) {
      await expect(
        sql('select public.validate_question_codes($1, $2)', [type, pos]),
      ).rejects.toMatchObject({ code: '22023', message });
    }
  });

  it('anon and signed-in users cannot call the internal checks', async () => {
    for (const client of [anon, user]) {
      denied(
        await client.rpc(
          'validate_question_codes',
          sqlArgs<'validate_question_codes'>({
            p_type: 'General Coding Question',
            p_pos: null,
          }),
        ),
      );
      denied(await client.rpc('is_coding_question_type', { p_value: 'Dental' }));
    }
  });
});
