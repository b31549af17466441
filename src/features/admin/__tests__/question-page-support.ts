/** The admin question page of one question, answered by mocks (component tests of the admin feature). */
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/mocks/server';
import { REST_URL } from '@/testing/mocks/supabase-urls';

function question(partial: Record<string, unknown> = {}) {
  return {
    id: 'q1',
    title: 'Modifier 25 question',
    content: 'Can we bill E/M with a procedure?',
    status: 'pending',
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    coding_question_type: 'General Coding Question',
    phi_confirmed: false,
    expert_id: 'e1',
    user_id: null,
    first_name: 'Sam',
    last_name: 'Lee',
    email: 'sam@example.test',
    corporate_account: null,
    expert: { id: 'e1', name: 'Eve Expert', email: 'eve@example.test' },
    ...partial,
  };
}

export function questionPage(
  partial: Record<string, unknown> = {},
  answers: unknown[] = [],
  events: unknown[] = [],
) {
  server.use(
    http.get(`${REST_URL}/questions`, () => HttpResponse.json(question(partial))),
    http.get(`${REST_URL}/answers`, () => HttpResponse.json(answers)),
    http.get(`${REST_URL}/question_events`, () => HttpResponse.json(events)),
  );
}
