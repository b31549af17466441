-- A question's events in the order they happened. created_at (clock_timestamp()) can tie: two
-- events of one submission ('created', then 'assigned' by auto-assignment) may get the same
-- microsecond, and on the local stack's PGlite the clock is coarser still, so a history ordered by
-- created_at alone could show the assignment before the creation. seq numbers the rows as they are
-- inserted; readers order by (created_at, seq).
alter table public.question_events add column seq bigint generated always as identity;

drop index public.question_events_question_id_idx;
create index question_events_question_id_idx on public.question_events (question_id, created_at, seq);
