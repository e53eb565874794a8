-- pgTAP checks on real PostgreSQL 15 (run by check.sh after bootstrap, migrations and seed):
-- RLS on every table, the replicated tables' contract, and RLS behaviour for the demo accounts.
begin;
select plan(20);
-- pgTAP keeps its state in temp tables; let the API roles record results after SET ROLE.
do $$
begin
  execute format('grant all on all tables in schema %s to anon, authenticated', pg_my_temp_schema()::regnamespace);
  execute format('grant all on all sequences in schema %s to anon, authenticated', pg_my_temp_schema()::regnamespace);
end
$$;

select is(
  (select array_agg(c.relname::text order by c.relname) from pg_class c
   join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity),
  null, 'every table in public has row level security enabled');

select set_eq(
  $$select tablename::text from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public'$$,
  array['user_profiles', 'user_roles', 'user_onboarding_progress', 'company_profiles', 'craftsman_profiles',
    'portfolio_items', 'jobs', 'job_applications', 'notifications', 'navigation_preferences',
    'page_time_spent', 'navigation_events', 'saved_jobs', 'job_scope_preferences', 'conversations',
    'conversation_members', 'messages'],
  'the replicated tables are in supabase_realtime');

select is(
  (select count(*)::int from pg_publication_tables p
   join information_schema.columns c on c.table_schema = 'public' and c.table_name = p.tablename
   where p.pubname = 'supabase_realtime' and c.column_name in ('_modified', '_deleted') and c.is_nullable = 'NO'),
  34, 'each replicated table has non-null _modified and _deleted');

select is(
  (select count(*)::int from pg_publication_tables p
   where p.pubname = 'supabase_realtime'
     and not exists (select 1 from pg_trigger t join pg_class c on c.oid = t.tgrelid
                     join pg_namespace n on n.oid = c.relnamespace
                     where n.nspname = 'public' and c.relname = p.tablename
                       and t.tgname = p.tablename || '_stamp_modified')),
  0, 'each replicated table stamps _modified by trigger');

select is((select count(*)::int from public.jobs where status = 'open'), 300, 'the seed has 300 open jobs');

-- As the craftsman demo account.
set local role authenticated;
do $$ begin
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated"}', true);
end $$;
select ok((select count(*) from public.notifications) > 0, 'the craftsman reads their notifications');
select is((select count(*)::int from public.notifications where user_id <> auth.uid()), 0, '... and nobody else''s');
select is((select count(*)::int from public.jobs where status = 'open'), 300, 'signed-in users read the open jobs');
select is((select count(*)::int from public.job_applications where applicant_id <> auth.uid()), 0, 'applicants read only their applications');
select throws_ok($$insert into public.jobs (title, description, trade_specialty, experience_level, location_city,
  location_province, work_type, budget_min, budget_max) values ('Electrician needed', repeat('Wiring work. ', 6), 'electrical',
  'entry', 'Laval', 'Quebec', 'contract', 1000, 2000)$$, '42501', null, 'a craftsman cannot post jobs');
select throws_ok($$delete from public.notifications$$, '42501', null, 'clients cannot hard-delete notifications');
select throws_ok($$insert into public.job_applications (job_id, cover_letter, proposed_rate, relevant_experience, availability_start)
  select id, 'Short', 40, 'Ten years in the trade', current_date + 7 from public.jobs where status = 'open' limit 1$$,
  '23514', null, 'the cover letter rule is enforced');
select is(public.user_has_permission('jobs.apply'), true, 'the craftsman may apply');
select is(public.is_admin(), false, 'the craftsman is not an admin');
select set_eq($$select id::text from public.conversations$$,
  array['c4a70000-0000-4000-8000-000000000001', 'c4a70000-0000-4000-8000-000000000002'],
  'the craftsman reads his conversations only');
select is((select sum(unread)::int from public.conversation_unread_counts()), 3, '... with 3 unread messages');
select is((select count(*)::int from public.messages where conversation_id = 'c4a70000-0000-4000-8000-000000000003'),
  0, '... and no messages of conversations he is not in');
select throws_ok($$insert into public.messages (conversation_id, body)
  values ('c4a70000-0000-4000-8000-000000000003', 'Hello')$$, '23514', null, 'only members send messages');
reset role;

-- As a visitor.
set local role anon;
select throws_ok($$select 1 from public.jobs$$, '42501', null, 'visitors cannot read the jobs table');
select is((select sum(open_jobs)::int from public.public_job_counts()), 300, 'visitors get the open job counts');
reset role;

select * from finish();
rollback;
