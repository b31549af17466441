-- Claim Review embeds `corporate_account:corporate_accounts(name)` in a user's own questions. A
-- signed-in individual user who submitted through a partner form could not read that account, so
-- the embed came back null. Submitters may read the accounts their own questions belong to.

create policy "corporate_accounts: submitters read accounts of their questions"
  on public.corporate_accounts for select to authenticated
  using (
    id in (
      select q.corporate_account_id from public.questions q
      where q.user_id = (select auth.uid()) and q.corporate_account_id is not null
    )
  );
