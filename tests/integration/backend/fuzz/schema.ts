// The schema the fuzzed requests aim at: the REST fixture's tables and functions, plus a view
// PostgREST cannot write through (GROUP BY).
import { REST_TEST_SQL } from '../rest-fixture.ts'

export const FUZZ_SQL = `${REST_TEST_SQL}
create view public.item_totals as
  select tags[1] as tag, count(*)::int as n from public.items group by 1;
grant select, insert, update, delete on public.item_totals to anon, authenticated;`
