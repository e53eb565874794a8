-- moddatetime: the contrib extension when available (hosted, PGlite, Debian), else a plpgsql
-- trigger function with the same name and contract (argument = the column to stamp).
do $$
begin
  create extension if not exists moddatetime schema extensions;
exception when others then
  raise notice 'moddatetime extension unavailable (%), using plpgsql fallback', sqlerrm;
  execute $fn$
    create or replace function extensions.moddatetime() returns trigger
    language plpgsql as $body$
    begin
      if tg_nargs <> 1 then
        raise exception 'moddatetime: a single argument (the column name) is required';
      end if;
      new := jsonb_populate_record(new, jsonb_build_object(tg_argv[0], now()));
      return new;
    end
    $body$
  $fn$;
end
$$;
