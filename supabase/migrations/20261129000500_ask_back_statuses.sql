-- Ask the submitter back (docs/spec-notes.md, "Request more information"): two new question
-- statuses. An enum value added with `alter type ... add value` cannot be used in the transaction
-- that adds it, so the values get a migration of their own (20261129000510 uses them).
--
--   needs_information  the expert (or an admin) asked the submitter a question; the answer-time
--                      clock is paused until the submitter replies
--   closed_no_reply    no reply within the close period ("closed - no reply"); a reply within the
--                      reopen window reopens it

alter type public.question_status add value if not exists 'needs_information' after 'pending';
alter type public.question_status add value if not exists 'closed_no_reply' after 'approved';

comment on type public.question_status is
  'Question lifecycle: unassigned -> pending -> awaiting_approval -> approved (reject returns to pending); pending -> needs_information -> pending (submitter replied) or closed_no_reply (reopened by a late reply).';
