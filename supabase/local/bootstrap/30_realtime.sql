-- The publication realtime listens to; migrations add their tables with
-- `alter publication supabase_realtime add table ...`.
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;
